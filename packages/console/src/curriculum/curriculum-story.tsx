// How the curriculum screens' stories mount a screen, as apps/web does: a store of its own with
// the impulsa editor signed in, the console's words in the toolbar's language, the alerts a save
// shows, and the screen at its ally route. msw answers with the shared handlers (mockState()).
import { setupStore } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { type AllyRoute, allyRoutePattern } from '@aula/contracts/site-paths';
import { resetMockState } from '@aula/mocks/handlers';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';

const i18nByLanguage = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
type Globals = { locale?: unknown };
const languageOf = (globals: Globals) => (globals.locale === 'en' ? 'en' : 'es');

/** The curriculum words in the toolbar's language, for a story's play to find what it expects. */
export const curriculumWordsOf = (globals: Globals) => consoleMessages[languageOf(globals)].curriculum;

function EditorStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore(consoleSession('ally_editor', 'impulsa').preloadedState));
  return <Provider store={store}>{children}</Provider>;
}

type CurriculumRoute = Extract<AllyRoute, 'consoleModules' | 'consoleModule' | 'consoleLesson'>;

/** The meta's `decorators` and `beforeEach`; each story says its screen with `curriculumAt`. */
export const curriculumStory = {
  decorators: [
    ((Story, { globals, parameters, loaded }) => {
      // The toolbar's brand, as apps/web gives the console its ally's own (the preview draws in it).
      const brands = loaded.brands as Brand[];
      const brand = brands.find((candidate) => candidate.config.allyCode === globals.brand) ?? brands[0];
      if (!brand) throw new Error('no brands loaded');
      return (
        <CurrentBrandProvider brand={brand}>
          <EditorStore>
            <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
              <AlertProvider>
                <Routes>
                  <Route path={allyRoutePattern(parameters.curriculumRoute as CurriculumRoute)} element={<Story />} />
                </Routes>
                <AlertViewport />
              </AlertProvider>
            </I18nProvider>
          </EditorStore>
        </CurrentBrandProvider>
      );
    }) satisfies Decorator,
  ],
  // Each story starts from the fixtures: one story's saves are not the next one's data.
  beforeEach: () => resetMockState(),
};

/** A story's `parameters`: the screen's route and its address under /mx/impulsa/. */
export const curriculumAt = (route: CurriculumRoute, path: string) => ({
  curriculumRoute: route,
  path: `/mx/impulsa/${path}`,
});
