import type { Language } from '@aula/ui-kit/languages';
import { createLazyI18n } from '@aula/ui-kit/lazy-i18n';
import type { LazyCatalog } from '@aula/ui-kit/message-catalog';
import type { i18n as I18n } from 'i18next';
import { features } from './features';

/** The site's own words, fetched per language like a feature's. */
const frameCatalogs: LazyCatalog[] = [
  {
    namespace: 'web',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  {
    namespace: 'shell',
    es: () => import('./routes/brand/shell-messages-es').then((words) => words.es),
    en: () => import('./routes/brand/shell-messages-en').then((words) => words.en),
  },
  {
    namespace: 'offline',
    es: () => import('./offline/messages-es').then((words) => words.es),
    en: () => import('./offline/messages-en').then((words) => words.en),
  },
];

/** The site's own pages that only some visitors open: their words come with them. */
const pageCatalogs: LazyCatalog[] = [
  {
    namespace: 'legal',
    es: () => import('./routes/legal/legal-messages-es').then((words) => words.es),
    en: () => import('./routes/legal/legal-messages-en').then((words) => words.en),
  },
];

/** Every catalogue the site fetches on demand: its own and each feature's. */
export const appCatalogs: LazyCatalog[] = [
  ...frameCatalogs,
  ...pageCatalogs,
  ...features.map((feature) => feature.messages),
];

/** The words every page shows (header, footer, errors, offline notices), in before the first render. */
export const FRAME_NAMESPACES = ['ui', 'web', 'shell', 'offline'];

/**
 * The browser's i18next instance in `language`, holding no words yet: the frame's come with
 * loadFrameMessages, a screen's with its route (routes.tsx), another language's when the learner
 * switches to it.
 */
export function createAppI18n(language: Language): I18n {
  return createLazyI18n(appCatalogs, language);
}

/** Resolves once the frame's words are in; rejects when they could not be fetched. */
export async function loadFrameMessages(i18n: I18n): Promise<void> {
  await i18n.loadNamespaces(FRAME_NAMESPACES);
  const missing = FRAME_NAMESPACES.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
  if (missing.length > 0) throw new Error(`the words of ${missing.join(', ')} could not be fetched`);
}
