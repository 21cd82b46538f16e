import type { returnLinkEs } from './messages-es';

/** The words of the return link screen (`volver`), in English. */
export const returnLinkEn: typeof returnLinkEs = {
  title: 'Back to your lesson',
  opening: 'Opening your lesson…',
  signInTitle: 'Sign in to continue',
  usedTitle: 'This link was already used',
  usedText: 'For your safety, each link opens your session only once. Sign in and we will take you to your lesson.',
  expiredTitle: 'This link has expired',
  expiredText: 'Reminder links last a few days. Sign in and we will take you to your lesson.',
  invalidTitle: 'This link does not work here',
  invalidText: 'Check that you opened all of it, from the message we sent you, or sign in to keep learning.',
  signedInText: 'You are already signed in: carry on with your lessons from your home page.',
  continue: 'Go to my lessons',
  offlineTitle: 'No connection',
  offlineText: 'You need the internet to open your lesson. Check your connection and try again.',
  errorTitle: 'We could not open your lesson',
  errorText: 'Something failed on our side. Try again in a moment.',
  waitText: 'There were many tries in a row. Wait {{seconds}} s and try again.',
};
