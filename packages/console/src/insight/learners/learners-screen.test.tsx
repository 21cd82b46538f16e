import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { LearnersScreen } from './learners-screen';

const server = useMswServer();
const LIST = '*/api/console/insight/learners/';
const COMPUTED_AT = '2026-11-26T14:53:00.000Z';

interface As {
  access?: 'ally_admin' | 'ally_editor';
  language?: 'es' | 'en';
}

function renderScreen(query = '', { access = 'ally_admin', language = 'es' }: As = {}) {
  const ally = 'impulsa';
  const session = consoleSession(access, ally);
  return renderWithProviders(<LearnersScreen />, {
    route: `/mx/${ally}/consola/aprendices${query}`,
    path: allyRoutePattern('consoleLearners'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

const names = async () => {
  const table = await screen.findByRole('table', { name: 'Aprendices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
};

// jsdom's Blob has no text(): read it as a browser of old would.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('LearnersScreen', () => {
  it('tables the learners: name linking to their page, contact, business, place, progress, last active', async () => {
    renderScreen('?from=2026-11-01&to=2026-11-30');
    expect(await names()).toEqual(['Zoe Quispe', 'Mateo Ruiz', 'Lucía Fernández', 'Andrés Toledo']);
    const zoe = screen.getByRole('row', { name: /Zoe Quispe/ });
    expect(zoe).toHaveTextContent(/\+525511110001.*Tortillería La Luz.*MX.*Puebla.*9 lecciones.*2 módulos terminados/);
    expect(within(zoe).getByRole('link', { name: 'Zoe Quispe' })).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/aprendices/101?from=2026-11-01&to=2026-11-30',
    );
    // A learner without a business shows a dash, not an empty cell.
    expect(screen.getByRole('row', { name: /Lucía Fernández/ })).toHaveTextContent('—');
  });

  it('searches once typing pauses, keeps the words in the URL, and says when nobody matches', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/insight/learners/')) asked.push(new URL(request.url).searchParams.get('q') ?? '');
    });
    const { user, router } = renderScreen();
    await names();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar aprendices' }), 'ruiz');
    await waitFor(() => expect(router.state.location.search).toContain('q=ruiz'));
    await waitFor(async () => expect(await names()).toEqual(['Mateo Ruiz']));
    // Debounced: one request for the whole word, not one per letter.
    expect(asked.filter((q) => q !== '')).toEqual(['ruiz']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar aprendices' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar aprendices' }), 'nadie así');
    expect(await screen.findByText('Nadie coincide con «nadie así».')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('pages by the after key: next, previous, and back to the first page when the filter changes', async () => {
    server.use(
      http.get(LIST, ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        const row = (id: number, name: string) => ({
          id,
          name,
          contact: null,
          business: null,
          country: 'MX',
          city: null,
          lessonsCompleted: 0,
          modulesCompleted: 0,
          lastActiveAt: null,
        });
        return HttpResponse.json(
          after === '102'
            ? { results: [row(103, 'Tercera'), row(104, 'Cuarta')], next: null, computedAt: COMPUTED_AT }
            : { results: [row(101, 'Primera'), row(102, 'Segunda')], next: 102, computedAt: COMPUTED_AT },
        );
      }),
    );
    const { user } = renderScreen();
    expect(await names()).toEqual(['Primera', 'Segunda']);
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página anterior' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await names()).toEqual(['Tercera', 'Cuarta']));
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tercera/ })).toHaveTextContent('Sin actividad');
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(async () => expect(await names()).toEqual(['Primera', 'Segunda']));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('Página 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '7');
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
  });

  it("arrives from the funnel with a chip naming the lesson, and lists only those learners until it's removed", async () => {
    const { user, router } = renderScreen('?module=1&stoppedAt=12');
    expect(await screen.findByText('Se detuvieron en Respuestas rápidas (Vende más por WhatsApp)')).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toEqual(['Mateo Ruiz', 'Lucía Fernández']));
    await user.click(screen.getByRole('button', { name: 'Quitar el filtro: ver a todos' }));
    expect(router.state.location.search).not.toContain('stoppedAt');
    await waitFor(async () => expect(await names()).toHaveLength(4));
  });

  it('says a hand-edited stoppedAt of another module is not one, rather than an empty list', async () => {
    renderScreen('?module=2&stoppedAt=12');
    expect(
      await screen.findByText('El enlace pide una lección que no es de ese módulo. Quita el filtro para ver a todos.'),
    ).toBeInTheDocument();
  });

  it('says nobody matches when the period has no learners', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ results: [], next: null, computedAt: COMPUTED_AT })));
    renderScreen();
    expect(await screen.findByText('Nadie coincide con estos filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the list fails, and shows it once it answers', async () => {
    let fail = true;
    server.use(
      http.get(LIST, () =>
        fail ? HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderScreen();
    expect(await screen.findByText('No pudimos cargar los aprendices.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar|Intentar de nuevo/ }));
    expect(await names()).toHaveLength(4);
  });

  it('tells an editor the page is for admins and shows no learner (the API answers 403)', async () => {
    renderScreen('', { access: 'ally_editor' });
    expect(await screen.findByText('Solo para administradores')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Zoe/)).toBeNull();
  });

  it("downloads the CSV of the list as shown: the period, the search and the funnel's stoppedAt", async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('.csv')) asked.push(new URL(request.url));
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen('?from=2026-11-01&to=2026-11-30&q=a&module=1&stoppedAt=12');
    await names();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const query = asked[0]?.searchParams;
    expect(asked[0]?.pathname).toBe('/api/console/insight/learners.csv');
    expect([query?.get('from'), query?.get('q'), query?.get('module'), query?.get('stoppedAt')]).toEqual([
      '2026-11-01',
      'a',
      '1',
      '12',
    ]);
    // The mock's file has the same two learners the table shows.
    expect((await blobText(saved[0] as Blob)).split('\r\n').filter((line) => /^\d/.test(line))).toHaveLength(2);
    click.mockRestore();
    server.events.removeAllListeners();
  });

  it('speaks English', async () => {
    renderScreen('', { language: 'en' });
    expect(await screen.findByRole('table', { name: 'Learners' })).toHaveTextContent('9 lessons');
    expect(screen.getByRole('searchbox', { name: 'Search learners' })).toBeInTheDocument();
  });

  it('says which of the list is as of the last refresh and which is live, and lets the admin refresh it', async () => {
    renderScreen();
    expect(
      await screen.findByText('Quiénes aparecen, lecciones, módulos y última actividad: datos de hace 7 minutos'),
    ).toBeInTheDocument();
    expect(screen.getByText('En vivo: nombres, contactos, negocios y ciudades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled();
  });
});
