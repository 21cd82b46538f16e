// The learner's list screens as the site mounts them (their ally route, a store of their own,
// signed in), so the story test's axe pass sees the whole page: the h1 and the cards' titles under
// it (heading-order, issue 25 row 12).
import { setupStore } from '@aula/api-client/store';
import { allyPath, allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, UNSAFE_LocationContext as LocationContext, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
import { FavoritesScreen } from '../favorites/favorites-screen';
import { lessonsMessages } from '../messages';
import { ModulesScreen } from '../modules/modules-screen';

const i18nByLanguage = { es: createI18n([lessonsMessages], 'es'), en: createI18n([lessonsMessages], 'en') };
const site = { country: 'mx', allyCode: 'impulsa' };
/** Impulsa's demo learner in the mock world (the handlers read the session cookie, as the API does). */
const DEMO_TOKEN = 'mock-token-1';

function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => setupStore());
  return <Provider store={store}>{children}</Provider>;
}

/**
 * The screens read their route's data (`useMatches`, for prefetching), which the preview's plain
 * MemoryRouter lacks: each story mounts its own data router at the screen's address, stepping out
 * of the preview's router (a router inside a router is refused).
 */
function ScreenRouter({ route, screen }: { route: ListRoute; screen: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: allyRoutePattern(route), element: screen }], {
      initialEntries: [allyPath(site, route)],
    }),
  );
  return (
    <LocationContext.Provider value={null as never}>
      <RouterProvider router={router} />
    </LocationContext.Provider>
  );
}

type ListRoute = 'modules' | 'favorites';

const atRoute =
  (route: ListRoute): Decorator =>
  (Story, { globals }) => (
    <StoryStore>
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <ScreenRouter route={route} screen={<Story />} />
      </I18nProvider>
    </StoryStore>
  );

function signedIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in the story's page.
  document.cookie = `token=${DEMO_TOKEN}; path=/`;
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story's session ends with the story.
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  };
}

/** Two of the ally's lessons saved, so the favourites page has cards; unsaved after the story. */
function twoFavourites() {
  const saved = mockState()
    .lessons.filter((lesson) => lesson.allyCode === site.allyCode)
    .slice(0, 2);
  for (const lesson of saved) lesson.detail.favorite = true;
  return () => {
    for (const lesson of saved) lesson.detail.favorite = false;
  };
}

const meta = {
  title: 'Lessons/Learner lists',
  component: ModulesScreen,
  beforeEach: signedIn,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModulesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each play only waits for the cards: the story test's axe pass after it judges the headings.

/** `/seccion/modulos`: the page's h1, each module's title an h2 under it. */
export const Modules: Story = {
  decorators: [atRoute('modules')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('progressbar')).not.toHaveLength(0);
  },
};

/** `/seccion/favoritos`: the list is the page, so its heading is the h1 and the cards' titles h2. */
export const Favourites: Story = {
  render: () => <FavoritesScreen />,
  decorators: [atRoute('favorites')],
  beforeEach: twoFavourites,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(2);
  },
};
