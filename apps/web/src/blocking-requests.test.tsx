import { accountApi } from '@aula/api-client/account';
import { catalogsApi } from '@aula/api-client/catalogs';
import { consoleInsightRefreshApi } from '@aula/api-client/console-insight-refresh';
import { lessonsApi } from '@aula/api-client/lessons';
import { setupStore } from '@aula/api-client/store';
import { DEMO_PASSWORD } from '@aula/mocks/fixtures/users';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectBlockingRequest } from './blocking-requests';
import { renderApp } from './test/render-app';

const server = useMswServer();

const credentials = { email: 'demo@impulsa.example', password: DEMO_PASSWORD };

// Role queries are slow in jsdom on a busy 2-core machine.
describe('blocking requests', { timeout: 20_000 }, () => {
  it('counts a pending mutation (sign-in) as blocking, and a query as not', async () => {
    const store = setupStore();
    const countries = store.dispatch(catalogsApi.endpoints.getCountries.initiate());
    expect(selectBlockingRequest(store.getState())).toBe(false);
    await countries;

    const signIn = store.dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials }));
    expect(selectBlockingRequest(store.getState())).toBe(true);
    await signIn;
    expect(selectBlockingRequest(store.getState())).toBe(false);
  });

  it('does not count a favourite or a rating as blocking: they update the screen at once', async () => {
    const store = setupStore();
    plantSession('mock-token-1');
    const favorite = store.dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId: 102, favorite: true }));
    const rating = store.dispatch(lessonsApi.endpoints.setRating.initiate({ lessonId: 102, rating: 4 }));
    expect(Object.values(store.getState().api.mutations).map((mutation) => mutation?.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(selectBlockingRequest(store.getState())).toBe(false);
    await Promise.all([favorite, rating]);
  });

  it("does not count the console's refresh of its figures as blocking: its button says it is busy", async () => {
    const store = setupStore();
    const refresh = store.dispatch(consoleInsightRefreshApi.endpoints.refreshInsight.initiate({ seen: null }));
    expect(Object.values(store.getState().api.mutations).map((mutation) => mutation?.status)).toEqual(['pending']);
    expect(selectBlockingRequest(store.getState())).toBe(false);
    await refresh;
  });

  it('covers the screen with the loading overlay while signing in', async () => {
    // Holds the answer until the overlay has been seen (then the shared handler answers).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.post('*/api/:country/login/', () => answered));
    const { store } = renderApp('/mx/impulsa/login');
    // The login screen is a lazy chunk: its first import can be slow on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();

    let signIn: Promise<unknown> = Promise.resolve();
    act(() => {
      signIn = store.dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials }));
    });
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
    expect(heading.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    answer();
    await act(() => signIn);
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });
});
