import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { FiguresFreshness, type FiguresFreshnessProps } from './figures-freshness';

const server = useMswServer();
const REFRESH = '*/api/console/insight/refresh/';
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

interface As {
  access?: 'ally_admin' | 'ally_editor';
  language?: 'es' | 'en';
}

function renderBar(props: FiguresFreshnessProps, { access = 'ally_admin', language = 'es' }: As = {}) {
  const session = consoleSession(access, 'impulsa');
  return renderWithProviders(<FiguresFreshness {...props} />, {
    route: '/mx/impulsa/consola/resumen',
    path: allyRoutePattern('consoleOverview'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('FiguresFreshness: how old the figures are', () => {
  it.each([
    ['es', 30_000, 'Datos de hace un momento'],
    ['es', 7 * MINUTE, 'Datos de hace 7 minutos'],
    ['es', 3 * 60 * MINUTE + 5 * MINUTE, 'Datos de hace 3 horas'],
    ['en', 30_000, 'Figures from a moment ago'],
    ['en', 7 * MINUTE, 'Figures from 7 minutes ago'],
    ['en', 3 * 60 * MINUTE + 5 * MINUTE, 'Figures from 3 hours ago'],
  ] as const)('in %s, %i ms after the refresh: %s', (language, elapsed, words) => {
    const computedAt = ago(elapsed);
    renderBar({ computedAt }, { access: 'ally_editor', language });
    const time = screen.getByText(words);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', computedAt);
  });

  it('says figures never refreshed are not computed yet', () => {
    renderBar({ computedAt: null }, { access: 'ally_editor' });
    expect(screen.getByText('Datos aún sin calcular')).toBeInTheDocument();
  });

  it('says which part is refreshed and which is live on a screen that mixes them', () => {
    renderBar(
      { computedAt: ago(7 * MINUTE), computedPart: 'Avance por módulo', livePart: 'datos, logros y encuestas' },
      { access: 'ally_editor' },
    );
    expect(screen.getByText('Avance por módulo: datos de hace 7 minutos')).toBeInTheDocument();
    expect(screen.getByText('En vivo: datos, logros y encuestas')).toBeInTheDocument();
  });
});

describe('FiguresFreshness: refresh now', () => {
  it('is offered to admins only, and only where the screen allows it', () => {
    const editor = renderBar({ computedAt: ago(7 * MINUTE), refreshable: true }, { access: 'ally_editor' });
    expect(screen.queryByRole('button', { name: 'Actualizar ahora' })).toBeNull();
    editor.unmount();
    const unrefreshable = renderBar({ computedAt: ago(7 * MINUTE) });
    expect(screen.queryByRole('button', { name: 'Actualizar ahora' })).toBeNull();
    unrefreshable.unmount();
    renderBar({ computedAt: ago(7 * MINUTE), refreshable: true });
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled();
  });

  it('is busy while the refresh runs, then says it is done', async () => {
    const { user } = renderBar({ computedAt: ago(7 * MINUTE), refreshable: true });
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    const button = screen.getByRole('button', { name: /Actualizar ahora/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(/Actualizando los datos|Pidiendo/);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Listo: los datos están al día.'), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled();
  });

  it('waits for a refresh someone else started, and says so', async () => {
    server.use(http.post(REFRESH, () => HttpResponse.json({ state: 'running', computedAt: null }, { status: 202 })));
    const { user } = renderBar({ computedAt: null, refreshable: true });
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(await screen.findByText(/ya se estaban actualizando; esperamos a que terminen/)).toBeInTheDocument();
  });

  it('says how long to wait when the ally refreshed less than a minute ago (429)', async () => {
    server.use(
      http.post(REFRESH, () =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Too many requests: try again in 42 s', retry_after: 42 },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
    );
    const { user } = renderBar({ computedAt: ago(7 * MINUTE), refreshable: true });
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los datos se actualizaron hace poco. Podrás volver a actualizarlos en 42 segundos.',
    );
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled();
  });

  it('says in English when the refresh did not end well', async () => {
    // The refresh ends with the figures' moment unchanged: it failed on the server.
    const before = ago(7 * MINUTE);
    server.use(
      http.post(REFRESH, () => HttpResponse.json({ state: 'started', computedAt: before }, { status: 202 })),
      http.get(REFRESH, () => HttpResponse.json({ running: false, computedAt: before })),
    );
    const { user } = renderBar({ computedAt: before, refreshable: true }, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('We could not refresh the figures. Try again in a moment.')).toBeInTheDocument();
  });

  it('says when the server refused the refresh', async () => {
    server.use(http.post(REFRESH, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })));
    const { user } = renderBar({ computedAt: ago(7 * MINUTE), refreshable: true });
    await user.click(screen.getByRole('button', { name: 'Actualizar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos actualizar los datos. Vuelve a intentarlo en un momento.',
    );
  });
});
