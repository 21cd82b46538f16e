import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { CheckResultsScreen } from './check-results-screen';

const server = useMswServer();

function renderScreen(
  query = '',
  ally = 'impulsa',
  language: 'es' | 'en' = 'es',
  access: 'ally_editor' | 'ally_admin' = 'ally_editor',
) {
  const session = consoleSession(access, ally);
  return renderWithProviders(<CheckResultsScreen />, {
    route: `/mx/${ally}/consola/comprobaciones${query}`,
    path: allyRoutePattern('consoleChecks'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));

const hardestItems = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Las preguntas más difíciles' });
  return within(within(heading.parentElement as HTMLElement).getByRole('list')).getAllByRole('listitem');
};

describe('CheckResultsScreen', () => {
  it('lists the hardest questions, the least answered right first, with the wrong answer chosen most', async () => {
    renderScreen();
    // The mocks: impulsa's six answered questions, five of them hardest; 9 of 27 got the cash flow one right.
    const items = await hardestItems();
    expect(items).toHaveLength(5);
    const [first] = items;
    expect(first).toHaveTextContent('¿Qué muestra un flujo de efectivo?');
    expect(first).toHaveTextContent('Comprueba lo aprendido · lección Planea tu flujo de efectivo');
    expect(first).toHaveTextContent('33,3 % acertó · 27 respuestas');
    expect(first).toHaveTextContent('La respuesta equivocada más elegida: «Cuánto vale tu negocio» (12 veces)');
  });

  it("gives each check, under its module, its learners, passes and tries, and each question's answers", async () => {
    renderScreen();
    const module = await screen.findByRole('heading', { level: 2, name: 'Finanzas claras para tu negocio' });
    const check = within(module.parentElement as HTMLElement).getByRole('article');
    expect(within(check).getByRole('heading', { level: 3 })).toHaveTextContent('Comprueba lo aprendido');
    expect(check).toHaveTextContent('Lección: Planea tu flujo de efectivo');
    expect(check).toHaveTextContent('Lo intentaron15');
    expect(check).toHaveTextContent('Aprobaron9');
    expect(check).toHaveTextContent('Aprobaron (%)60 %');
    expect(check).toHaveTextContent('Intentos en total27');
    expect(within(check).getByText('Aprobaron en el intento 1,8 en promedio.')).toBeInTheDocument();
    const table = within(check).getByRole('table', {
      name: 'Preguntas de Comprueba lo aprendido (Planea tu flujo de efectivo)',
    });
    const cashFlow = within(table).getByRole('row', { name: /Qué muestra un flujo de efectivo/ });
    expect(cellsOf(cashFlow)).toEqual(['27', '33,3 %', '«Cuánto vale tu negocio» (12)']);
  });

  it('says so of a check nobody tried in the period, with no figures or table', async () => {
    renderScreen();
    const module = await screen.findByRole('heading', { level: 2, name: 'Facturación electrónica en Colombia' });
    const check = within(module.parentElement as HTMLElement).getByRole('article');
    expect(within(check).getByText('Nadie la intentó en este periodo.')).toBeInTheDocument();
    expect(within(check).queryByRole('table')).toBeNull();
  });

  it('narrows to a country chosen in the filter bar and keeps it in the address', async () => {
    const { user, router } = renderScreen();
    await hardestItems();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'País' }), 'Colombia');
    expect(router.state.location.search).toContain('country=co');
    // The mocks give a country a third of the ally's answers.
    await waitFor(async () => expect((await hardestItems())[0]).toHaveTextContent('33,3 % acertó · 9 respuestas'));
    const table = screen.getByRole('table', { name: /Planea tu flujo de efectivo/ });
    expect(cellsOf(within(table).getByRole('row', { name: /Qué muestra un flujo de efectivo/ }))).toEqual([
      '9',
      '33,3 %',
      '«Cuánto vale tu negocio» (4)',
    ]);
  });

  it('says when no question has enough answers to be among the hardest, and speaks English', async () => {
    renderScreen('', 'crecer', 'en');
    expect(
      await screen.findByText(
        'No questions to show yet: a question shows here once it has at least 5 answers in the period.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('They passed on try 1.5 on average.')).toBeInTheDocument();
  });

  it('tells an ally with no checks how to add one, with a link to the modules', async () => {
    server.use(
      http.get('*/api/console/insight/checks/', () =>
        HttpResponse.json({
          period: { from: '2026-03-01', to: '2026-03-31' },
          previous: { from: '2026-01-29', to: '2026-02-28' },
          computedAt: new Date().toISOString(),
          checks: [],
          hardest: [],
        }),
      ),
    );
    renderScreen();
    expect(await screen.findByText('Aún no hay comprobaciones')).toBeInTheDocument();
    expect(screen.getByText(/Añade una parte «Comprobación» a una lección en Módulos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Módulos' })).toHaveAttribute('href', '/mx/impulsa/consola/modulos');
    expect(screen.queryByRole('heading', { name: 'Las preguntas más difíciles' })).toBeNull();
  });

  it('offers a retry when the results fail to load', async () => {
    server.use(
      http.get('*/api/console/insight/checks/', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    renderScreen();
    expect(await screen.findByText('No pudimos cargar los resultados de las comprobaciones.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says its figures are read as the page opens, with no refresh to offer even an admin', async () => {
    renderScreen('', 'impulsa', 'es', 'ally_admin');
    expect(await screen.findByText('Datos de hace un momento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar ahora' })).toBeNull();
  });
});
