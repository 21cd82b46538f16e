// How the account screens' stories mount a screen, as apps/web does: a store of its own, the
// account words, the alerts a success shows, and the screen at its ally route, so useAllySite()
// reads the ally from the URL. msw answers with the shared handlers of .storybook/preview.tsx.
import { setupStore } from '@aula/api-client/store';
import { type AllyRoute, allyPath, allyRoutePattern, type QueryValues } from '@aula/contracts/site-paths';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { authMessages } from './messages';

const i18nByLanguage = { es: createI18n([authMessages], 'es'), en: createI18n([authMessages], 'en') };
/** The toolbar's choices a story reads (Storybook's globals). */
type Globals = { locale?: unknown };
const languageOf = (globals: Globals) => (globals.locale === 'en' ? 'en' : 'es');

/** The account words in the toolbar's language, for a story's play to find what it expects. */
export const wordsOf = (globals: Globals) => authMessages[languageOf(globals)];
/** The demo ally every story opens at (the toolbar's brand only changes the look). */
export const storySite = { country: 'mx', allyCode: 'impulsa' };

/** A store of its own per story, so one story's answers are never another's cache. */
function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

/** Hands the screen what the previous screen would have left in history state, then shows it. */
function Handover({ state, children }: { state: unknown; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = location.state !== null;
  useEffect(() => {
    if (!handed) navigate(location, { replace: true, state });
  }, [handed, location, navigate, state]);
  return handed ? children : null;
}

/** Where a navigation went, for the stories that leave the screen (a success, a link). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

/** The account screens' routes; none takes a parameter. */
export type AccountRoute = Extract<
  AllyRoute,
  | 'login'
  | 'register'
  | 'verifyPhone'
  | 'forgotPassword'
  | 'resetPassword'
  | 'resetPin'
  | 'accountSettings'
  | 'sessions'
  | 'accountReminders'
  | 'remindersOptOut'
  | 'returnLink'
>;

export interface AccountScreenOptions {
  query?: QueryValues;
  /** History state the screen expects from the one before it (a phone, when a code was sent). */
  state?: unknown;
}

/**
 * The `parameters` of a story at the screen of `route`: its address and what the screen before
 * handed over. A story overrides the meta's with its own (another link, no hand-over).
 */
export function accountScreenAt(route: AccountRoute, { query, state }: AccountScreenOptions = {}) {
  return { path: allyPath(storySite, route, {}, query), handover: state ?? null, layout: 'fullscreen' };
}

/** The `decorators` and `parameters` of a meta showing the screen of `route`. */
export function accountScreen(route: AccountRoute, options: AccountScreenOptions = {}) {
  const decorator: Decorator = (Story, { globals, parameters }) => (
    <StoryStore>
      <I18nProvider i18n={i18nByLanguage[languageOf(globals)]}>
        <AlertProvider>
          <Routes>
            <Route
              path={allyRoutePattern(route)}
              element={
                parameters.handover == null ? (
                  <Story />
                ) : (
                  <Handover state={parameters.handover}>
                    <Story />
                  </Handover>
                )
              }
            />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
          <AlertViewport />
        </AlertProvider>
      </I18nProvider>
    </StoryStore>
  );
  return { decorators: [decorator], parameters: accountScreenAt(route, options) };
}

const SESSION_COOKIE = 'token';
const DEMO_TOKEN = 'mock-token-1';

/**
 * For a learner's screen: plants the session a sign-in leaves (the mock handlers read it, as the
 * API reads its HttpOnly cookie) for the story's length, and takes it away after.
 */
export function signedInLearner() {
  // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in the story's page.
  document.cookie = `${SESSION_COOKIE}=${DEMO_TOKEN}; path=/`;
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story's session ends with the story.
    document.cookie = `${SESSION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  };
}
