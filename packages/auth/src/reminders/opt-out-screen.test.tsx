import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { OptOutScreen } from './opt-out-screen';

const server = useMswServer();

/** A token of the mocks' shape: learner 1's opt-out link. */
const TOKEN = 'mock-opt-out-1-abcdef123456';

function renderOptOut(query: string, language: 'es' | 'en' = 'es') {
  return renderScreen(<OptOutScreen />, {
    route: `/mx/impulsa/recordatorios/baja${query}`,
    path: allyRoutePattern('remindersOptOut'),
    language,
  });
}

const optedIn = { optedOut: false, channel: 'whatsapp', allyName: 'Impulsa' };

describe('OptOutScreen', () => {
  it('opening the link only checks it (GET): a link scanner that opens it opts no one out', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json(optedIn)));
    const calls = recordCalls(server);
    renderOptOut(`?t=${TOKEN}`);
    expect(
      await screen.findByText(/Con un toque dejas de recibir los recordatorios de Impulsa por WhatsApp/),
    ).toBeVisible();
    expect(callsOf(calls)).toEqual([`GET /api/reminders/opt-out/?t=${TOKEN}`]);
  });

  it('one tap POSTs the token and says it worked, offering settings to turn them back on', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json(optedIn)));
    const calls = recordCalls(server);
    const { user } = renderOptOut(`?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sí, no quiero más recordatorios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Listo: ya no te enviaremos recordatorios.');
    expect(calls.find(({ call }) => call.startsWith('POST'))).toEqual({
      call: 'POST /api/reminders/opt-out/',
      body: { token: TOKEN },
    });
    expect(screen.getByRole('link', { name: 'Ir a mis recordatorios' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/cuenta/recordatorios',
    );
  });

  it('says so at once when the learner had already opted out, with no button', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json({ ...optedIn, optedOut: true })));
    renderOptOut(`?t=${TOKEN}`);
    expect(await screen.findByText(/Ya estabas de baja/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a link without its token, or a token cut short ("?t=abc"), is dead without asking the API', async () => {
    const calls = recordCalls(server);
    renderOptOut('?t=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no sirve');
    expect(callsOf(calls)).toEqual([]);
  });

  it('a token the API refuses (400: a forged signature) is dead', async () => {
    renderOptOut('?t=forged-token-0000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no sirve');
  });

  it('offline, the check offers a retry; a failed tap keeps the button to try again', async () => {
    let offline = true;
    server.use(
      http.get('*/api/reminders/opt-out/', () => (offline ? HttpResponse.error() : HttpResponse.json(optedIn))),
      http.post('*/api/reminders/opt-out/', () => HttpResponse.error()),
    );
    const { user } = renderOptOut(`?t=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/conect/);
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, no quiero más recordatorios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos darte de baja.');
    expect(screen.getByRole('button', { name: 'Sí, no quiero más recordatorios' })).toBeEnabled();
  });

  it('speaks English', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json({ ...optedIn, channel: 'email' })));
    renderOptOut(`?t=${TOKEN}`, 'en');
    expect(await screen.findByRole('button', { name: 'Yes, no more reminders' })).toBeVisible();
    expect(screen.getByText(/from Impulsa by email/)).toBeVisible();
  });
});

/** The page as drawn for its button posted before the app ran, which the action answered with `answer`. */
function renderPosted(answer: unknown) {
  renderWithProviders(<OptOutScreen />, {
    route: `/mx/impulsa/recordatorios/baja?t=${TOKEN}`,
    path: allyRoutePattern('remindersOptOut'),
    messages: [authMessages],
    postedAnswer: answer,
  });
}

describe('OptOutScreen before the app', () => {
  it('its button sends a form posted to the page itself, named', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json(optedIn)));
    renderOptOut(`?t=${TOKEN}`);
    const form = (await screen.findByRole('button', { name: 'Sí, no quiero más recordatorios' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ _form: 'baja' });
  });

  it('says it is done (not "already") where the server came back after opting out', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json({ ...optedIn, optedOut: true })));
    renderOptOut(`?t=${TOKEN}&hecho=1`);
    const said = await screen.findByText('Listo: ya no te enviaremos recordatorios.');
    expect(screen.queryByText(/Ya estabas de baja/)).toBeNull();
    // The page hides statuses without JavaScript (placeholders), but not this one.
    expect(said.closest('[role="status"]')).toHaveAttribute('data-without-app');
  });

  it('shows the dead link when the server refused the posted token, whatever the page’s own check shows', async () => {
    // The server draws a refused check as still loading: the post's answer must not wait for it.
    server.use(http.get('*/api/reminders/opt-out/', () => new Promise<Response>(() => {})));
    renderPosted({ form: 'baja', values: {}, refusal: { code: 'bad_request', fields: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no sirve');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the button, saying it failed, when the server could not reach the API', async () => {
    server.use(http.get('*/api/reminders/opt-out/', () => HttpResponse.json(optedIn)));
    renderPosted({ form: 'baja', values: {}, refusal: { code: 'network', fields: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos darte de baja.');
    expect(screen.getByRole('button', { name: 'Sí, no quiero más recordatorios' })).toBeEnabled();
  });
});
