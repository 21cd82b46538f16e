import type { ColorMode } from '@aula/brand/theme';
import type { Language } from '@aula/ui-kit/languages';
import { switchLanguage } from '@aula/ui-kit/lazy-i18n';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Preferences, readPreferences, writePreferences } from './preferences';

interface PreferencesContextValue extends Preferences {
  /** Resolves false, the language given back, when its words could not be fetched (offline). */
  setLanguage: (language: Language) => Promise<boolean>;
  setColorMode: (colorMode: ColorMode) => void;
  setDataSaver: (dataSaver: boolean) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/** Language and light/dark choice, kept in localStorage and applied at once. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [preferences, setPreferences] = useState(readPreferences);

  const value = useMemo<PreferencesContextValue>(() => {
    function update(next: Preferences) {
      setPreferences(next);
      writePreferences(next);
    }
    return {
      ...preferences,
      // Chosen at once (the choice shows, and a page opened meanwhile is in it); given back when
      // the language's words cannot be fetched.
      setLanguage: async (language) => {
        update({ ...preferences, language });
        const switched = await switchLanguage(i18n, language);
        if (!switched) update({ ...readPreferences(), language: preferences.language });
        return switched;
      },
      setColorMode: (colorMode) => update({ ...preferences, colorMode }),
      setDataSaver: (dataSaver) => update({ ...preferences, dataSaver }),
    };
  }, [preferences, i18n]);

  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}
