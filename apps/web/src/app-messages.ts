import { achievementsMessages } from '@aula/achievements/messages';
import { authMessages } from '@aula/auth/messages';
import { blogMessages } from '@aula/blog/messages';
import { consoleMessages } from '@aula/console/messages';
import { lessonsMessages } from '@aula/lessons/messages';
import { profileMessages } from '@aula/profile/messages';
import { createI18n, type Language, type MessageCatalog } from '@aula/ui-kit/i18n';
import { webMessages } from './messages';
import { offlineMessages } from './offline/messages';
import { shellMessages } from './routes/brand/shell-messages';
import { legalMessages } from './routes/legal/legal-messages';

/**
 * Every word of the site in both languages, in memory at once: for the server renderer, tests and
 * stories. The browser fetches the same files one namespace and one language at a time (i18n.ts);
 * app-messages.test.ts holds the two lists to the same words.
 */
export const appMessages: MessageCatalog[] = [
  webMessages,
  shellMessages,
  offlineMessages,
  legalMessages,
  authMessages,
  lessonsMessages,
  blogMessages,
  profileMessages,
  achievementsMessages,
  consoleMessages,
];

/** An i18next instance ready at once with every word: nothing to wait for, nothing fetched. */
export function createAllWordsI18n(language: Language) {
  return createI18n(appMessages, language);
}
