import { authMessages } from '@aula/auth/messages';
import { lessonsMessages } from '@aula/lessons/messages';
import { createI18n, type Language } from '@aula/ui-kit/i18n';
import { webMessages } from './messages';

/** Every package's words in one instance: the app is where the features meet. */
export function createAppI18n(language: Language) {
  return createI18n([authMessages, lessonsMessages, webMessages], language);
}
