import type { MessageCatalog } from '@aula/ui-kit/message-catalog';
import { useTranslation } from 'react-i18next';
import { checkEn } from './check-messages-en';
import { checkEs } from './check-messages-es';

/**
 * A check part's words, both languages in its own chunk (check-part-chunk.ts): in the lessons'
 * catalogue every lesson list and the landing would fetch them.
 */
export const checkMessages = { namespace: 'lessonsCheck', es: checkEs, en: checkEn } satisfies MessageCatalog;

/**
 * Adds the check's words to the page's i18n instance, once, while the check is first drawn (on
 * the server too): before any of its parts says a word.
 */
export function useCheckMessages(): void {
  const { i18n } = useTranslation();
  for (const language of ['es', 'en'] as const) {
    if (!i18n.hasResourceBundle(language, checkMessages.namespace)) {
      i18n.addResourceBundle(language, checkMessages.namespace, checkMessages[language]);
    }
  }
}
