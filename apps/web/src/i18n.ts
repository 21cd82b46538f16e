import { createI18n, type Language } from '@aula/ui-kit/i18n';
import { features } from './features';
import { webMessages } from './messages';
import { offlineMessages } from './offline/messages';
import { shellMessages } from './routes/brand/shell-messages';

/** Every package's words in one instance: the app is where the features meet. */
export function createAppI18n(language: Language) {
  return createI18n(
    [...features.map((feature) => feature.messages), webMessages, shellMessages, offlineMessages],
    language,
  );
}
