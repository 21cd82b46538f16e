import type { ColorMode } from '@aula/brand/theme';
import { isLanguage, type Language } from '@aula/ui-kit/i18n';

export interface Preferences {
  language: Language;
  colorMode: ColorMode;
}

const STORAGE_KEY = 'aula.preferences';

function systemColorMode(): ColorMode {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** What the visitor chose in settings; unreadable or missing values fall back to defaults. */
export function readPreferences(): Preferences {
  let stored: Partial<Preferences> = {};
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // A broken value (edited by hand, another app version) is ignored rather than fatal.
  }
  return {
    language: isLanguage(stored.language) ? stored.language : 'es',
    colorMode: stored.colorMode === 'dark' || stored.colorMode === 'light' ? stored.colorMode : systemColorMode(),
  };
}

export function writePreferences(preferences: Preferences): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Private browsing or a full storage: the choice still holds for this visit.
  }
}
