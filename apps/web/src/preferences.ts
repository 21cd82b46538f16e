import { writeDataSaverChoice } from '@aula/api-client/cookies';
import type { ColorMode } from '@aula/brand/theme';
import { isLanguage, type Language } from '@aula/ui-kit/languages';
import { PREFERENCES_KEY, storedPreferences } from './preferences-storage';

export interface Preferences {
  language: Language;
  colorMode: ColorMode;
  /** Data saver chosen in settings (data-saver.ts also follows the browser's Save-Data and 2g). */
  dataSaver: boolean;
}

function systemColorMode(): ColorMode {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** What the visitor chose in settings; unreadable or missing values fall back to defaults. */
export function readPreferences(): Preferences {
  const stored = storedPreferences() as Partial<Preferences>;
  return {
    language: isLanguage(stored.language) ? stored.language : 'es',
    colorMode: stored.colorMode === 'dark' || stored.colorMode === 'light' ? stored.colorMode : systemColorMode(),
    dataSaver: stored.dataSaver === true,
  };
}

export function writePreferences(preferences: Preferences): void {
  // The server cannot read the device's storage: it reads this cookie to render a page opened
  // directly without images.
  writeDataSaverChoice(preferences.dataSaver);
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Private browsing or a full storage: the choice still holds for this visit.
  }
}
