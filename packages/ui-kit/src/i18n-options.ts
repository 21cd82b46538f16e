import type { InitOptions } from 'i18next';
import { languages } from './languages';

/** What the eager set-up (i18n.tsx) and the on-demand one (lazy-i18n.ts) agree on. */
export const commonI18nOptions = {
  supportedLngs: [...languages],
  defaultNS: 'ui',
  // React escapes what it renders; escaping here too would show "&amp;" in the words.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
