import type { es } from './shell-messages-es';

/** The 'shell' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  nav: {
    label: 'Sections',
    home: 'Home',
    modules: 'Modules',
    // A fifth of a 320 px phone's bar holds about nine letters: short words, whole.
    favorites: 'Favorites',
    achievements: 'Awards',
    profile: 'Profile',
  },
  account: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    signOutLong: 'Sign out',
    confirmTitle: 'Sign out?',
    confirmText:
      'Your progress stays in your account. Lessons saved on this phone are deleted, and to come back you will use your password or your PIN.',
    confirm: 'Yes, sign out',
    stay: 'Stay signed in',
  },
  landing: {
    register: 'Create my free account',
    continue: 'Keep learning',
    haveAccount: 'I have an account',
    howTitle: 'How it works',
    steps: {
      one: { title: 'Create your account', text: 'With your email or your phone, in a minute and free.' },
      two: { title: 'Learn in minutes', text: 'Short lessons with video and reading, at your pace, on your phone.' },
      three: { title: 'Apply it and earn', text: 'Finish a module and get prizes for your business.' },
    },
    learnTitle: 'What you will learn',
    reviewsTitle: 'What learners say',
    ctaTitle: 'Your business can grow this week',
    ctaText: 'Start today with a lesson of a few minutes.',
  },
};
