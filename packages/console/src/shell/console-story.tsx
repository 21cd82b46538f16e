// How the console's stories mount a screen: a demo team member signed in (a store of the story's
// own; `parameters.consoleRole`, the impulsa admin unless told), the console's words in the
// toolbar's language, the toolbar's brand, the alerts a save shows, and the screen at its ally
// route (`parameters.path`), in the console's frame unless `parameters.consoleFrame` is false.
import { setupStore } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import type { SessionUser } from '@aula/contracts/auth';
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
import { ConsoleLayout } from './console-layout';

type Globals = { locale?: unknown };
const i18n = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };
const languageOf = (globals: Globals) => (globals.locale === 'en' ? 'en' : 'es');

/** The console's words in the toolbar's language, for a story's play. */
export const consoleWords = (globals: Globals) => consoleMessages[languageOf(globals)];

function SignedIn({
  role,
  ally,
  children,
}: {
  role: SessionUser['access'] | 'anonymous';
  ally: string;
  children: ReactNode;
}) {
  const [store] = useState(() =>
    setupStore(
      role === 'anonymous'
        ? { session: { site: { country: 'mx', allyCode: ally }, signedIn: false, user: null } }
        : consoleSession(role, ally).preloadedState,
    ),
  );
  return <Provider store={store}>{children}</Provider>;
}

const mount: Decorator = (Story, { globals, parameters, loaded }) => {
  const brands = loaded.brands as Brand[];
  const brand = brands.find((candidate) => candidate.config.allyCode === globals.brand) ?? brands[0];
  if (!brand) throw new Error('no brands loaded');
  const route = parameters.consoleRoute as AllyRoute;
  const screen = <Route path={allyRoutePattern(route)} element={<Story />} />;
  return (
    <CurrentBrandProvider brand={brand}>
      <SignedIn role={(parameters.consoleRole as SessionUser['access']) ?? 'ally_admin'} ally="impulsa">
        <I18nProvider i18n={i18n[languageOf(globals)]}>
          <AlertProvider>
            <Routes>
              {parameters.consoleFrame === false ? screen : <Route element={<ConsoleLayout />}>{screen}</Route>}
            </Routes>
            <AlertViewport />
          </AlertProvider>
        </I18nProvider>
      </SignedIn>
    </CurrentBrandProvider>
  );
};

/** The meta's decorators and reset: every story starts from the fixtures, full width. */
export const consoleStory = { decorators: [mount], beforeEach: () => resetMockState() };

/** A story's `parameters`: the screen's route key and its address under /mx/impulsa/. */
export const consoleAt = (route: AllyRoute, path: string, more: Record<string, unknown> = {}) => ({
  consoleRoute: route,
  path: `/mx/impulsa/${path}`,
  layout: 'fullscreen',
  ...more,
});
