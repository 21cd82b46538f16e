import type { es } from './messages-es';

/** The 'web' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  countries: {
    title: 'Choose your country',
    intro: 'We show you the lessons and partners of your country.',
    loading: 'Loading countries…',
    error: 'We could not load the list of countries.',
    empty: 'No countries are available yet.',
    alliesTitle: 'Who would you like to learn with in {{country}}?',
    otherCountry: 'Choose another country',
    homepageLoading: 'Loading what we offer in your country…',
    homepageError: 'We could not load your country’s introduction. You can still choose who to learn with.',
  },
  header: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    settings: 'Settings',
    changeCountry: 'Change country',
  },
  suspended: {
    title: '{{name}} is on pause',
    text: 'For now this site takes no visits or sign-ups. Nothing was deleted: your lessons, progress and details are kept for when it returns.',
  },
  landing: {
    loading: 'Loading…',
    error: 'We could not load this page.',
    whatsappText: 'Rather learn in your chat? Take the lessons part by part on WhatsApp.',
    whatsappLink: 'Write to us on WhatsApp',
    whatsappHello: 'Hi',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    appearance: 'Appearance',
    light: 'Light',
    dark: 'Dark',
    back: 'Back to start',
    languageFailed: 'We could not change the language: its words are not on this device offline. Try again online.',
  },
  backTo: {
    label: 'Go back',
    seccion: 'Back to my lessons',
    modules: 'Back to the modules',
    achievements: 'Back to my achievements',
    achievement: 'Back to the achievement',
    profile: 'Back to my profile',
    accountSettings: 'Back to my account',
    other: 'Back to the previous page',
  },
  routeError: {
    title: 'We could not open this page',
    message: 'Check your internet connection and try again.',
    home: 'Go to start',
    offlineTitle: 'This screen is not saved on this phone',
    offline: 'To see it offline, open it once with internet. Meanwhile, you can see what is saved.',
    toSaved: 'See what is saved',
  },
};
