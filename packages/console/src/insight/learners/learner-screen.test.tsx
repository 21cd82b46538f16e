import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { LearnerScreen } from './learner-screen';

const server = useMswServer();

function renderScreen(path: string, access: 'ally_admin' | 'ally_editor' = 'ally_admin') {
  const session = consoleSession(access, 'impulsa');
  return renderWithProviders(<LearnerScreen />, {
    route: `/mx/impulsa/consola/aprendices/${path}`,
    path: allyRoutePattern('consoleLearner'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
  });
}

describe('LearnerScreen', () => {
  it('shows their details, modules with progress, achievements and survey, and says the opening is recorded', async () => {
    renderScreen('101?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoe Quispe' })).toBeInTheDocument();
    expect(screen.getByText('Abrir esta página queda registrado: quién la abrió y cuándo.')).toBeInTheDocument();
    expect(screen.getByText('+525511110001')).toBeInTheDocument();
    const modules = screen.getByRole('table', { name: 'Lecciones terminadas por módulo' });
    expect(within(modules).getByRole('row', { name: /Vende más por WhatsApp/ })).toHaveTextContent(
      /4 de 4.*Terminado el/,
    );
    expect(within(modules).getByRole('progressbar', { name: 'Avance en Vende más por WhatsApp' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Vendedor digital')).toBeInTheDocument();
    // Back to the list keeps the list's filters.
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/aprendices?from=2026-11-01&to=2026-11-30',
    );
  });

  it('lists the achievements the learner earned, each with the day they earned it', async () => {
    renderScreen('101');
    const earned = await screen.findByRole('heading', { level: 2, name: 'Logros' });
    const list = within(earned.parentElement as HTMLElement).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vendedor digital · lo ganó el 1 de octubre de 2026']);
    expect(screen.queryByText('Aún no tiene logros.')).toBeNull();
  });

  it('lists their knowledge-check tries, newest first, and their certificates with the page that verifies them', async () => {
    renderScreen('101');
    const tries = await screen.findByRole('table', { name: 'Intentos de las comprobaciones' });
    const rows = within(tries).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Comprueba lo aprendidoRespuestas rápidas',
      'Comprueba lo aprendidoRespuestas rápidas',
    ]);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
    );
    expect(cells.map((row) => row.slice(0, 3))).toEqual([
      ['2', '100 %', 'Sí'],
      ['1', '33 %', 'No'],
    ]);
    // The short day as the page's language writes it ("20 sept 2026" or "20 sep 2026" by ICU version).
    expect(cells[0]?.[3]).toMatch(/^20 sept?\.? 2026$/);
    const certificates = screen.getByRole('heading', { level: 2, name: 'Certificados' });
    const item = within(certificates.parentElement as HTMLElement).getByRole('listitem');
    expect(item).toHaveTextContent('Vende más por WhatsApp · emitido el 1 de octubre de 2026');
    expect(item).not.toHaveTextContent('Revocado');
    expect(
      within(item).getByRole('link', { name: 'Página de verificación del certificado de Vende más por WhatsApp' }),
    ).toHaveAttribute('href', '/mx/impulsa/certificados/0b5e1c2d-3f4a-4b6c-8d7e-000000000101');
  });

  it("names each survey answer in the survey's words, says when answers are in another shape, and marks a revoked certificate", async () => {
    server.use(
      http.get('*/api/console/insight/learners/102/', () =>
        HttpResponse.json({
          id: 102,
          name: 'Mateo Ruiz',
          email: 'mateo@example.com',
          phone: null,
          country: 'MX',
          business: null,
          city: null,
          registeredAt: '2026-09-01T12:00:00.000Z',
          modules: [],
          achievements: [],
          surveys: [
            {
              answeredAt: '2026-09-02T12:00:00.000Z',
              score: 3.5,
              answers: [
                { question: 'registra_ventas', value: 4 },
                { question: 'vende_en_linea', value: 2 },
              ],
            },
            { answeredAt: '2026-10-02T12:00:00.000Z', score: 4, answers: { q1: 'a' } },
          ],
          checkAttempts: [],
          certificates: [
            {
              id: '9e8d7c6b-5a49-4838-a726-15f4e3d2c1b0',
              moduleTitle: 'Finanzas para tu negocio',
              issuedAt: '2026-10-12T15:00:00.000Z',
              revokedAt: '2026-11-02T16:30:00.000Z',
            },
          ],
          computedAt: '2026-11-26T14:53:00.000Z',
        }),
      ),
    );
    renderScreen('102');
    const survey = await screen.findByRole('table', { name: /Respondida el .*: puntaje 3,5 de 5/ });
    expect(within(survey).getByRole('row', { name: /Anota sus ventas/ })).toHaveTextContent('4 · Casi siempre');
    expect(within(survey).getByRole('row', { name: /Vende en línea/ })).toHaveTextContent('2 · Muy poco');
    expect(screen.getByText(/tienen otro formato/)).toBeInTheDocument();
    expect(screen.getByText('Aún no empieza ningún módulo.')).toBeInTheDocument();
    expect(screen.getByText('Aún no tiene logros.')).toBeInTheDocument();
    expect(screen.getByText('Aún no ha intentado ninguna comprobación.')).toBeInTheDocument();
    const certificates = screen.getByRole('heading', { level: 2, name: 'Certificados' });
    expect(within(certificates.parentElement as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'Finanzas para tu negocio · emitido el 12 de octubre de 2026 · Revocado el 2 de noviembre de 2026',
    );
  });

  it('tells an editor the page is for admins (403), with no personal data', async () => {
    renderScreen('101', 'ally_editor');
    expect(await screen.findByText('Solo para administradores')).toBeInTheDocument();
    expect(screen.queryByText('+525511110001')).toBeNull();
  });

  it("says another ally's learner, or an id that is not one, is not found (bad input tried: 201, abc)", async () => {
    const crecer = renderScreen('201');
    expect(await screen.findByText('Este aprendiz no existe o no es de tu aliado.')).toBeInTheDocument();
    crecer.unmount();
    renderScreen('abc');
    expect(await screen.findByText('Este aprendiz no existe o no es de tu aliado.')).toBeInTheDocument();
  });

  it('offers a retry when the page fails to load', async () => {
    server.use(
      http.get('*/api/console/insight/learners/101/', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    renderScreen('101');
    expect(await screen.findByText('No pudimos cargar a este aprendiz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says its module progress is as of the last refresh and the rest of the page is live', async () => {
    renderScreen('101');
    expect(await screen.findByText('Avance por módulo: datos de hace 7 minutos')).toBeInTheDocument();
    expect(screen.getByText('En vivo: datos, logros, encuestas, comprobaciones y certificados')).toBeInTheDocument();
    // No refresh from a learner's page: opening it again is a recorded look at personal data.
    expect(screen.queryByRole('button', { name: 'Actualizar ahora' })).toBeNull();
  });
});
