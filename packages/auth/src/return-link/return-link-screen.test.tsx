import { signedIn } from '@aula/api-client/session';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { MOCK_RETURN_LINKS, MOCK_RETURN_TARGET } from '@aula/mocks/fixtures/return-links';
import { demoUsers } from '@aula/mocks/fixtures/users';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { ReturnLinkScreen } from './return-link-screen';

const server = useMswServer();
const impulsaLearner = demoUsers.find(({ user }) => user.ally_code === 'impulsa')?.user ?? expect.unreachable();
const CONSUME = 'POST /api/mx/return-links/consume/';

function openLink(search: string, { strict = false, language }: { strict?: boolean; language?: 'es' | 'en' } = {}) {
  const ui = strict ? (
    <StrictMode>
      <ReturnLinkScreen />
    </StrictMode>
  ) : (
    <ReturnLinkScreen />
  );
  return renderScreen(ui, { route: `/mx/impulsa/volver${search}`, path: allyRoutePattern('returnLink'), language });
}

const locationOf = (rendered: ReturnType<typeof openLink>) =>
  `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReturnLinkScreen', () => {
  it('uses a fresh link once, even under StrictMode’s double effects, and lands on the lesson part signed in', async () => {
    const calls = recordCalls(server);
    const rendered = openLink(`?t=${MOCK_RETURN_LINKS.fresh}`, { strict: true });
    expect(screen.getByRole('status')).toHaveTextContent('Abriendo tu lección…');
    await waitFor(() => expect(locationOf(rendered)).toBe(MOCK_RETURN_TARGET));
    expect(callsOf(calls)).toEqual([CONSUME]);
    expect(calls[0]?.body).toEqual({ token: MOCK_RETURN_LINKS.fresh, ally_code: 'impulsa' });
    expect(rendered.store.getState().session).toMatchObject({ signedIn: true, user: { ally_code: 'impulsa' } });
    // The token's address was replaced, not pushed: "back" does not bring it again.
    expect(rendered.router.state.historyAction).toBe('REPLACE');
  });

  it('a used link: says so, takes the token out of the address, and the sign-in lands on the remembered lesson', async () => {
    const calls = recordCalls(server);
    const rendered = openLink(`?t=${MOCK_RETURN_LINKS.used}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ya se usó' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión para seguir' })).toBeInTheDocument();
    await waitFor(() =>
      expect(locationOf(rendered)).toBe(
        `/mx/impulsa/volver?redirect=${encodeURIComponent(MOCK_RETURN_TARGET)}&motivo=usado`,
      ),
    );
    await rendered.user.click(screen.getByRole('tab', { name: 'Con correo' }));
    await rendered.user.type(screen.getByLabelText('Correo electrónico'), 'demo@impulsa.example');
    await rendered.user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await rendered.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(locationOf(rendered)).toBe(MOCK_RETURN_TARGET));
    expect(callsOf(calls)).toEqual([CONSUME, 'POST /api/mx/login/']);
  });

  it('an expired link says it expired, and a reload of that address still does, without asking again', async () => {
    const rendered = openLink(`?t=${MOCK_RETURN_LINKS.expired}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ya venció' })).toBeInTheDocument();
    await waitFor(() => expect(locationOf(rendered)).toContain('motivo=vencido'));
    const address = locationOf(rendered).replace('/mx/impulsa/volver', '');
    rendered.unmount();
    const calls = recordCalls(server);
    openLink(address);
    expect(screen.getByRole('heading', { name: 'Este enlace ya venció' })).toBeInTheDocument();
    expect(callsOf(calls)).toEqual([]);
  });

  it.each([
    ['an unknown token', `?t=${'x'.repeat(43)}`],
    ['a token too short (400 from the API)', '?t=abc'],
  ])('%s: this link does not work here, and the sign-in', async (_what, search) => {
    const rendered = openLink(search);
    expect(await screen.findByRole('heading', { name: 'Este enlace no funciona aquí' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Con celular' })).toBeInTheDocument();
    await waitFor(() => expect(locationOf(rendered)).toBe('/mx/impulsa/volver'));
  });

  it('already signed in here: a link that does not open says why and leads to the lessons, not to a sign-in', async () => {
    const calls = recordCalls(server);
    const rendered = openLink(`?t=${'x'.repeat(43)}`);
    rendered.store.dispatch(signedIn(impulsaLearner));
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona aquí' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Con celular' })).not.toBeInTheDocument();
    await rendered.user.click(screen.getByRole('link', { name: 'Ir a mis lecciones' }));
    await waitFor(() => expect(locationOf(rendered)).toBe('/mx/impulsa/seccion'));
    expect(callsOf(calls)).toEqual([CONSUME]);
  });

  it('without a token asks nothing and offers the sign-in', async () => {
    const calls = recordCalls(server);
    openLink('');
    expect(screen.getByRole('heading', { name: 'Este enlace no funciona aquí' })).toBeInTheDocument();
    expect(callsOf(calls)).toEqual([]);
  });

  it('offline: spends nothing, says so, and opens the lesson once asked again with a connection', async () => {
    const calls = recordCalls(server);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const rendered = openLink(`?t=${MOCK_RETURN_LINKS.fresh}`);
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(callsOf(calls)).toEqual([]);
    onLine.mockReturnValue(true);
    await rendered.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(locationOf(rendered)).toBe(MOCK_RETURN_TARGET));
  });

  it('a lost connection on the way is told as offline, with a retry', async () => {
    server.use(http.post('*/api/mx/return-links/consume/', () => HttpResponse.error(), { once: true }));
    openLink(`?t=${MOCK_RETURN_LINKS.fresh}`);
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('too many tries: says how long to wait', async () => {
    server.use(
      http.post('*/api/mx/return-links/consume/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 8 }, { status: 429 }),
      ),
    );
    openLink(`?t=${MOCK_RETURN_LINKS.fresh}`);
    expect(
      await screen.findByText('Hubo muchos intentos seguidos. Espera 8 s e inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('a server failure: an error with a retry', async () => {
    server.use(
      http.post('*/api/mx/return-links/consume/', () =>
        HttpResponse.json({ error: 'internal', message: 'Unexpected error' }, { status: 500 }),
      ),
    );
    openLink(`?t=${MOCK_RETURN_LINKS.fresh}`);
    expect(await screen.findByText('No pudimos abrir tu lección')).toBeInTheDocument();
  });

  it('a used link naming a target off the ally’s site: the sign-in does not remember it', async () => {
    server.use(
      http.post('*/api/mx/return-links/consume/', () =>
        HttpResponse.json(
          { error: 'link_used', message: 'used', target: '//evil.example/mx/impulsa' },
          { status: 410 },
        ),
      ),
    );
    const rendered = openLink(`?t=${MOCK_RETURN_LINKS.fresh}`);
    await screen.findByRole('heading', { name: 'Este enlace ya se usó' });
    await waitFor(() => expect(locationOf(rendered)).toBe('/mx/impulsa/volver?motivo=usado'));
  });

  it('speaks English', async () => {
    openLink(`?t=${MOCK_RETURN_LINKS.used}`, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
  });
});
