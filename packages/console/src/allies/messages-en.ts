import type { alliesEs } from './messages-es';

/** The allies area's words in English. */
export const alliesEn: typeof alliesEs = {
  title: 'Allies',
  intro:
    "Each ally has its own site, team and courses. A new ally's site opens at once in the platform's colors; its first admin gets an invitation by email and then changes the brand.",
  staffOnly: "Only the platform's staff can see and create allies.",
  loadError: 'We could not load the allies.',
  create: {
    title: 'Create an ally',
    code: 'Code',
    codeHint: 'Its address: /country/code. Lower-case letters, digits or dashes; it cannot change later.',
    name: 'Name',
    countries: 'Countries',
    countriesHint: 'The countries its site is offered in. It opens in the first you tick.',
    codeFormat: 'Use 2 to 40 lower-case letters, digits or dashes, with no spaces or accents; for example banco-sur.',
    countriesRequired: 'Tick at least one country.',
    adminEmail: "First admin's email",
    submit: 'Create ally',
    created: 'We created {{name}}. Its site is at {{site}} and the invitation went to {{email}}.',
    codeTaken: 'Another ally has that code.',
    emailTaken: 'That address already has an account.',
  },
  list: {
    title: 'All allies',
    empty: 'There are no allies yet.',
    detail: '{{code}} · {{countries}} · team: {{team}}',
    active: 'Active',
    suspended: 'Suspended since {{date}}',
    visit: "Open {{name}}'s site",
    suspend: 'Suspend',
    suspendLabel: 'Suspend {{name}}',
    restore: 'Restore',
    restoreLabel: 'Restore {{name}}',
    confirmTitle: 'Suspend {{name}}?',
    confirmText:
      'Its site will say it is suspended and nobody can sign in or register. Nothing is deleted: once restored, everything is as it was.',
    confirm: 'Suspend',
    cancel: 'Cancel',
    suspendedNotice: 'We suspended {{name}}.',
    restoredNotice: 'We restored {{name}}.',
    failed: 'The change could not be made. Please try again.',
  },
};
