import type { es } from './messages-es';

/** The 'ui' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  showPin: 'Show PIN',
  hidePin: 'Hide PIN',
  dialCode: 'Country code',
  minutes: '{{count}} min',
  views_one: '{{count, number}} view',
  views_other: '{{count, number}} views',
  moduleLabel: 'Module:',
  home: 'Home',
  oneTimeCode: {
    digit: 'Digit {{index}} of {{length}}',
  },
  passwordStrength: {
    advice: 'Use at least 8 characters. A long phrase is easy to remember and hard to guess.',
    label: 'Strength: {{level}}.',
    weak: 'weak',
    fair: 'fair',
    good: 'good',
    strong: 'strong',
    tip: {
      weak: 'Use at least 8 characters and avoid common words or sequences.',
      fair: 'Make it longer or mix capitals, numbers and symbols.',
      good: 'A few more characters would make it even better.',
      strong: 'Hard to guess.',
    },
  },
  select: {
    noResults: 'No items found',
    typeToSearch: 'Type to search',
    addItem: 'Add item',
    loading: 'Loading...',
    clearAll: 'Clear all',
    chosen: '{{label}}: chosen',
    remove: 'Remove {{label}}',
    max_one: 'You can choose at most {{count}}.',
    max_other: 'You can choose at most {{count}}.',
  },
  favorite: {
    name: 'Favorite: {{title}}',
    save: 'Save to favorites',
    saved: 'In your favorites',
  },
  lessonCard: {
    done: 'Finished',
    progress: '{{percent}}% done',
  },
  rating: {
    stars: '{{value}} of {{max}} stars',
    average: '{{value, number(maximumFractionDigits: 1)}} of {{max}} stars',
    count_one: '{{count, number}} rating',
    count_other: '{{count, number}} ratings',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  avatar: {
    photo: 'Photo of {{name}}',
  },
  share: {
    groupLabel: 'Share',
    on: 'Share on {{network}}',
    email: 'Share by email',
    sms: 'Share by SMS',
    print: 'Print',
    copy: 'Copy link',
    copied: 'Copied',
  },
  overlay: {
    loading: 'Loading…',
  },
  alerts: {
    close: 'Close notification',
  },
  dialogs: {
    exitClass: {
      title: 'Leave the class?',
      message: 'Your attendance only counts if you stay in the session for more than 30 minutes.',
      stay: 'Back to the session',
      leave: 'Leave',
    },
    addressCheck: {
      title: 'Is your address correct?',
      message: 'Please confirm your shipping address is correct before continuing.',
      edit: 'Change address',
      proceed: 'Continue',
    },
  },
};
