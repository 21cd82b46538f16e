import type { EarnersResponse, SendCodesResponse } from '@aula/contracts/console-earners';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { EarnersScreen } from './earners-screen';

const server = useMswServer();
const EARNERS = '*/api/console/achievements/71/earners/';
const SEND = '*/api/console/achievements/71/codes/send/';

function renderScreen(path = '71', access: 'ally_admin' | 'ally_editor' = 'ally_admin') {
  const session = consoleSession(access, 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <EarnersScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: `/mx/impulsa/consola/premios/logros/${path}`,
      path: allyRoutePattern('consoleAchievementEarners'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
    },
  );
}

const names = async () => {
  const table = await screen.findByRole('table', { name: 'Quiénes ganaron el logro' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
};

const nobody: EarnersResponse = {
  achievement: {
    id: 71,
    title: 'Vendedora estrella',
    prize_kind: 'webinar',
    webinar: { id: 61, title: 'Ventas por WhatsApp en vivo', codesTotal: 5, codesFree: 5 },
  },
  results: [],
  total: 0,
  next: null,
};

const answered = (result: Partial<SendCodesResponse>) =>
  http.post(SEND, () =>
    HttpResponse.json({
      earners: 4,
      assigned: 0,
      sent: 0,
      queued: 0,
      failed: 0,
      alreadySent: 0,
      noConsent: 0,
      withoutCode: 0,
      ...result,
    }),
  );

describe('EarnersScreen', () => {
  it('lists who earned it: the day, the contact only with consent, their code and its message', async () => {
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiénes ganaron «Vendedora estrella»' }),
    ).toBeVisible();
    expect(await names()).toEqual(['Zoe Quispe', 'Mateo Ruiz', 'Lucía Fernández', 'Andrés Toledo', 'Rosa Díaz']);
    expect(screen.getByText('5 personas lo ganaron.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Zoe Quispe/ })).toHaveTextContent(/WhatsApp\+525511110001.*Sin código/);
    expect(screen.getByRole('row', { name: /Lucía Fernández/ })).toHaveTextContent('Sin permiso para escribirle');
    expect(screen.getByRole('row', { name: /Rosa Díaz/ })).toHaveTextContent(/IMP-P5VQ-FN4E.*Canjeado.*Entregado/);
    expect(within(screen.getByRole('row', { name: /Zoe Quispe/ })).getByRole('link')).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/aprendices/101',
    );
    expect(screen.getByText('Quedan 3 códigos sin usar de 5.')).toBeInTheDocument();
  });

  it('searches once typing pauses and says when nobody matches', async () => {
    const { user, router } = renderScreen();
    await names();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar entre quienes lo ganaron' }), 'ruiz');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ruiz'));
    await waitFor(async () => expect(await names()).toEqual(['Mateo Ruiz']));
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar entre quienes lo ganaron' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar entre quienes lo ganaron' }), 'nadie así');
    expect(await screen.findByText('Nadie coincide con «nadie así».')).toBeInTheDocument();
  });

  it('leaves codes and messages out for a prize that is no webinar (a physical gift)', async () => {
    const gift: EarnersResponse = {
      ...nobody,
      achievement: { ...nobody.achievement, prize_kind: 'physical', webinar: null },
      results: [
        {
          id: 301,
          name: 'Ana Gómez',
          earnedAt: '2026-11-20T15:00:00.000Z',
          channel: null,
          contact: null,
          code: null,
          codeRedeemed: false,
          message: null,
        },
      ],
      total: 1,
    };
    server.use(http.get(EARNERS, () => HttpResponse.json(gift)));
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Quiénes ganaron el logro' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Lo ganó el', 'Contacto']);
    expect(screen.queryByRole('button', { name: 'Enviar códigos' })).toBeNull();
    expect(screen.queryByText('Sin código')).toBeNull();
  });

  it('says so when nobody has earned it yet', async () => {
    server.use(http.get(EARNERS, () => HttpResponse.json(nobody)));
    renderScreen();
    expect(await screen.findByText('Nadie ha ganado este logro todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends the codes and says what went, what waits and who was not written to; again, nothing twice', async () => {
    const { user } = renderScreen();
    await names();
    await user.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    const result = await screen.findByRole('region', { name: 'Resultado del envío' });
    expect(within(result).getByText('Se enviaron 2 códigos.')).toBeInTheDocument();
    expect(
      within(result).getByText('1 persona no aceptó recibir mensajes: verá su código al abrir su premio.'),
    ).toBeInTheDocument();
    // The list is asked again: the codes and their messages show.
    await waitFor(() => expect(screen.getByRole('row', { name: /Zoe Quispe/ })).toHaveTextContent(/IMP-.*Enviado/));
    await user.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Resultado del envío' })).getByText(
          '3 personas ya tenían su mensaje: no se repitió.',
        ),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByText(/Se envi/)).toBeNull();
  });

  it('says how many were left without a code when the codes ran out', async () => {
    server.use(answered({ assigned: 1, sent: 1, withoutCode: 2 }));
    const { user } = renderScreen();
    await names();
    await user.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    expect(
      await screen.findByText(
        'Se acabaron los códigos: 2 personas se quedaron sin código. Genera más y vuelve a enviar.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a webinar without codes, and a failure to send', async () => {
    server.use(
      http.post(SEND, () => HttpResponse.json({ error: 'no_codes', message: 'No codes yet' }, { status: 409 }), {
        once: true,
      }),
      http.post(SEND, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 }), { once: true }),
    );
    const { user } = renderScreen();
    await names();
    await user.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este webinar todavía no tiene códigos.');
    await user.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos enviar los códigos.'));
  });

  it('offers "Reintentar" on a failed message and says when it went', async () => {
    const failed: EarnersResponse = {
      ...nobody,
      results: [
        {
          id: 102,
          name: 'Mateo Ruiz',
          earnedAt: '2026-11-20T16:00:00.000Z',
          channel: 'email',
          contact: 'mateo@example.com',
          code: 'IMP-VZ8Y-AJ6S',
          codeRedeemed: false,
          message: { status: 'failed', channel: 'email', at: '2026-11-21T16:00:00.000Z', error: 'refused' },
        },
      ],
      total: 1,
    };
    server.use(
      http.get(EARNERS, () => HttpResponse.json(failed), { once: true }),
      http.post('*/api/console/achievements/71/earners/102/retry/', () =>
        HttpResponse.json({
          ...failed.results[0],
          message: { status: 'sent', channel: 'email', at: '2026-11-22T16:00:00.000Z', error: null },
        }),
      ),
    );
    const { user } = renderScreen();
    expect(await screen.findByRole('row', { name: /Mateo Ruiz/ })).toHaveTextContent('No se envió');
    await user.click(screen.getByRole('button', { name: 'Reintentar el envío a Mateo Ruiz' }));
    expect(await screen.findByText('Se envió de nuevo el código a Mateo Ruiz.')).toBeInTheDocument();
  });

  it('tells an editor the list is for admins, and says an unknown achievement is not found', async () => {
    const editor = renderScreen('71', 'ally_editor');
    expect(await screen.findByText('Solo para administradores')).toBeInTheDocument();
    expect(screen.queryByText('Zoe Quispe')).toBeNull();
    editor.unmount();
    const unknown = renderScreen('999');
    expect(await screen.findByText('Este logro no existe o no es de tu aliado.')).toBeInTheDocument();
    unknown.unmount();
    renderScreen('abc');
    expect(await screen.findByText('Este logro no existe o no es de tu aliado.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(http.get(EARNERS, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })));
    renderScreen();
    expect(await screen.findByText('No pudimos cargar a quienes ganaron este logro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
