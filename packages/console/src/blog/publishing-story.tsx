// How the blog, landing and rewards stories mount a screen: the impulsa editor signed in (a store
// of the story's own), the console's words in the toolbar's language, the toolbar's brand, the
// alerts a save shows, and the screen at its ally route; msw answers with the shared handlers.
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

type PublishingRoute = Extract<AllyRoute, 'consoleBlog' | 'consoleBlogPost' | 'consoleLanding' | 'consoleRewards'>;
type Globals = { locale?: unknown };

const i18n = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
const languageOf = (globals: Globals) => (globals.locale === 'en' ? 'en' : 'es');

/** The console's words in the toolbar's language, for a story's play. */
export const consoleWordsOf = (globals: Globals) => consoleMessages[languageOf(globals)];

function SignedInEditor({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore(consoleSession('ally_editor', 'impulsa').preloadedState));
  return <Provider store={store}>{children}</Provider>;
}

const mount: Decorator = (Story, { globals, parameters, loaded }) => {
  const brands = loaded.brands as Brand[];
  const brand = brands.find((candidate) => candidate.config.allyCode === globals.brand) ?? brands[0];
  if (!brand) throw new Error('no brands loaded');
  return (
    <CurrentBrandProvider brand={brand}>
      <SignedInEditor>
        <I18nProvider i18n={i18n[languageOf(globals)]}>
          <AlertProvider>
            <Routes>
              <Route path={allyRoutePattern(parameters.publishingRoute as PublishingRoute)} element={<Story />} />
            </Routes>
            <AlertViewport />
          </AlertProvider>
        </I18nProvider>
      </SignedInEditor>
    </CurrentBrandProvider>
  );
};

/** The meta's decorators and reset: every story starts from the fixtures. */
export const publishingStory = { decorators: [mount], beforeEach: () => resetMockState() };

/** A story's `parameters`: the screen's route and its address under /mx/impulsa/. */
export const publishingAt = (route: PublishingRoute, path: string) => ({
  publishingRoute: route,
  path: `/mx/impulsa/${path}`,
});
