import type { savedEs } from './saved-messages-es';

/** The words of what this phone keeps for offline, in English (held to the Spanish keys). */
export const savedEn: typeof savedEs = {
  title: 'Saved on this phone',
  intro: 'These lessons open offline. A lesson is saved by itself when you open it with internet.',
  total_one: 'It takes {{size}} of your phone.',
  total_other: 'Together they take {{size}} of your phone.',
  size: 'Takes {{size}}',
  remove: 'Remove',
  removeLabel: 'Remove “{{title}}” from this phone',
  removed: '“{{title}}” is no longer saved on this phone.',
  emptyTitle: 'Nothing saved yet',
  empty: 'Open a lesson with internet and it will be kept here to see offline.',
  link_one: 'Saved on this phone: {{count}} lesson',
  link_other: 'Saved on this phone: {{count}} lessons',
  manage: 'See and remove what is saved',
  notAvailable: 'Not available offline',
  toSaved: 'See what is saved',
  notSaved: {
    lessonTitle: 'This lesson is not saved on this phone',
    lesson: 'To see it offline, open it once with internet. Meanwhile, you can see what is saved.',
    moduleTitle: 'This module is not saved on this phone',
    module: 'To see it offline, open it once with internet. Meanwhile, you can see what is saved.',
    listTitle: 'This list is not saved on this phone',
    list: 'To see it offline, open it once with internet. Meanwhile, you can see what is saved.',
  },
};
