import { remindersApi } from '@aula/api-client/reminders';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalls, renderScreen } from '../test-render';
import { RemindersScreen } from './reminders-screen';

// What the server's action answered a post to the page with (the test's router runs no action).
const posted = vi.hoisted(() => ({ answer: undefined as unknown }));
vi.mock('@aula/ui-kit/forms/page-form', async (original) => ({
  ...(await original<typeof import('@aula/ui-kit/forms/page-form')>()),
  usePostedAnswer: () => posted.answer,
}));

const server = useMswServer();

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants the session a sign-in would leave.
  document.cookie = 'token=mock-token-1; path=/';
});
afterEach(() => {
  posted.answer = undefined;
});

function renderReminders(language: 'es' | 'en' = 'es', search = '') {
  return renderScreen(<RemindersScreen />, {
    route: `/mx/impulsa/seccion/cuenta/recordatorios${search}`,
    path: allyRoutePattern('accountReminders'),
    language,
  });
}

const optIn = () => screen.getByRole('checkbox', { name: 'Quiero recibir recordatorios' });
const save = () => screen.getByRole('button', { name: 'Guardar' });
const puts = (calls: ReturnType<typeof recordCalls>) => calls.filter(({ call }) => call.startsWith('PUT'));

/** What a learner who never chose gets, on an account reachable both ways. */
const never = {
  optedIn: false,
  channel: 'whatsapp',
  frequency: 'weekly',
  quietHours: { start: 21, end: 8 },
  timeZone: 'America/Mexico_City',
  language: 'es',
  consent: null,
  history: [],
  reachableBy: ['whatsapp', 'email'],
};

describe('RemindersScreen', () => {
  it('shows a placeholder while the preferences load', () => {
    server.use(http.get('*/api/account/reminders/', () => new Promise<Response>(() => {})));
    renderReminders();
    expect(screen.getByRole('status', { name: 'Cargando tus recordatorios…' })).toBeInTheDocument();
  });

  it('says the learner is offline when the network fails, and loads on retry', async () => {
    let offline = true;
    server.use(http.get('*/api/account/reminders/', () => (offline ? HttpResponse.error() : HttpResponse.json(never))));
    const { user } = renderReminders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Estás sin conexión.');
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' })).not.toBeChecked();
  });

  it('says a server failure (500) is not the connection', async () => {
    server.use(
      http.get('*/api/account/reminders/', () =>
        HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }),
      ),
    );
    renderReminders();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus recordatorios.');
  });

  it('keeps what the learner ticked when the visit’s fresh answer equals the last, and redraws from one that differs', async () => {
    let answer = never;
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(answer)));
    const rendered = renderReminders();
    await rendered.user.click(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' }));
    // Inside act: the screen has drawn the answer before the test looks.
    const refresh = () =>
      act(async () => {
        await rendered.store
          .dispatch(remindersApi.endpoints.reminderPreferences.initiate(undefined, { forceRefetch: true }))
          .unwrap();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    // The same answer again (a server-drawn page's refresh on arrival): the tick stays.
    await refresh();
    expect(optIn()).toBeChecked();
    // A different one (opted in from a message meanwhile, daily): the form starts from it.
    answer = { ...never, optedIn: true, frequency: 'daily' };
    await refresh();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hasta uno al día' })).toBeChecked());
    expect(optIn()).toBeChecked();
  });

  it('loads a learner who never chose: unticked, nothing sent, the defaults shown', async () => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(never)));
    renderReminders();
    expect(await screen.findByText('Aún no has elegido: no te enviamos recordatorios.')).toBeInTheDocument();
    expect(optIn()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hasta uno a la semana' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveValue('21');
    expect(screen.getByRole('combobox', { name: 'Hasta' })).toHaveValue('8');
    const zone = screen.getByRole('combobox', { name: /Tu zona horaria/ });
    expect(zone).toHaveValue('America/Mexico_City');
    // Places named in Spanish, as the learner says them, not by the zone database's English.
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(/^Ciudad de México \(GMT-6\)$/);
    expect(within(zone).getByRole('option', { name: /^Cancún/ })).toBeInTheDocument();
  });

  it('shows when and how consent was given, and greys out a channel the account cannot be reached on', async () => {
    server.use(
      http.get('*/api/account/reminders/', () =>
        HttpResponse.json({
          ...never,
          optedIn: true,
          reachableBy: ['whatsapp'],
          consent: { optedIn: true, channel: 'whatsapp', source: 'registration', at: '2026-11-20T15:00:00Z' },
        }),
      ),
    );
    renderReminders();
    expect(
      await screen.findByText(/Aceptaste recibirlos por WhatsApp el .*2026.*, al crear tu cuenta\./),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Correo electrónico/ })).toBeDisabled();
    expect(screen.getByText('Tu cuenta no tiene correo electrónico.')).toBeVisible();
  });

  it('saves the opt-in with its choices (PUT) and says so, the consent now recorded from this page', async () => {
    const calls = recordCalls(server);
    const { user } = renderReminders();
    await user.click(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' }));
    await user.click(screen.getByRole('radio', { name: 'Hasta uno al día' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Desde' }), '22');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hasta' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tu zona horaria/ }), 'America/Cancun');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(save());
    expect(await screen.findByText('Listo: guardamos tus recordatorios.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        call: 'PUT /api/account/reminders/',
        body: {
          optedIn: true,
          channel: 'whatsapp',
          frequency: 'daily',
          quietHours: { start: 22, end: 7 },
          timeZone: 'America/Cancun',
          language: 'en',
        },
      },
    ]);
    expect(await screen.findByText(/Aceptaste recibirlos por WhatsApp el .*, en esta página\./)).toBeVisible();
  });

  it('shows the API refusing a field (400 on quietHours.start, timeZone) next to that field', async () => {
    server.use(
      http.put('*/api/account/reminders/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [
              { field: 'quietHours.start', reason: 'must be 0 to 23' },
              { field: 'timeZone', reason: 'must be an IANA time zone such as America/Mexico_City' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderReminders();
    await user.click(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' }));
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveAccessibleDescription(
        'Elige una hora de la lista.',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Tu zona horaria/ })).toHaveAccessibleDescription(
      expect.stringContaining('Elige una zona horaria de la lista.'),
    );
  });

  it('says the connection failed when a save cannot reach the API, keeping what was chosen', async () => {
    server.use(
      http.get('*/api/account/reminders/', () => HttpResponse.json(never)),
      http.put('*/api/account/reminders/', () => HttpResponse.error()),
    );
    const { user } = renderReminders();
    await user.click(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' }));
    await user.click(save());
    expect(await screen.findByText(/conexión/)).toBeVisible();
    expect(optIn()).toBeChecked();
  });

  it('opting out says no more reminders will come', async () => {
    server.use(
      http.get('*/api/account/reminders/', () => HttpResponse.json({ ...never, optedIn: true })),
      http.put('*/api/account/reminders/', async ({ request }) =>
        HttpResponse.json({ ...never, ...((await request.json()) as object) }),
      ),
    );
    const { user } = renderReminders();
    await user.click(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' }));
    expect(screen.getByText(/no te enviaremos ningún recordatorio/)).toBeVisible();
    await user.click(save());
    expect(await screen.findByText('Listo: ya no te enviaremos recordatorios.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(never)));
    renderReminders('en');
    expect(await screen.findByRole('checkbox', { name: 'I want to receive reminders' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
  });
});

describe('RemindersScreen, before the app runs', () => {
  const { consent: _c, history: _h, reachableBy: _r, ...choice } = never;

  it('is a form posted to its page whose fields post as the contract names them, the box only when ticked', async () => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(never)));
    const { user } = renderReminders();
    const form = (await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' })).closest('form');
    if (!form) throw new Error('no form');
    expect(form.getAttribute('method')).toBe('post');
    const body = () => Object.fromEntries(new FormData(form).entries());
    expect(body()).toEqual({
      _form: 'reminders',
      channel: 'whatsapp',
      frequency: 'weekly',
      'quietHours.start': '21',
      'quietHours.end': '8',
      timeZone: 'America/Mexico_City',
      language: 'es',
    });
    await user.click(optIn());
    expect(body()).toMatchObject({ optedIn: 'on' });
  });

  it('draws the choice a post sent with the faults the form’s rules find (an hour past the day)', async () => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(never)));
    posted.answer = { form: 'reminders', values: { ...choice, optedIn: true, quietHours: { start: 25, end: 8 } } };
    renderReminders();
    expect(await screen.findByRole('checkbox', { name: 'Quiero recibir recordatorios' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveAccessibleDescription('Elige una hora de la lista.');
  });

  it('draws the API refusing a post’s channel next to the channels, the one sent still chosen', async () => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json(never)));
    posted.answer = {
      form: 'reminders',
      values: { ...choice, optedIn: true, channel: 'email' },
      refusal: {
        code: 'bad_request',
        fields: [{ field: 'channel', reason: 'the account has no address for this channel' }],
      },
    };
    renderReminders();
    const email = await screen.findByRole('radio', { name: 'Correo electrónico' });
    expect(email).toBeChecked();
    expect(screen.getByRole('group', { name: 'Por dónde' })).toHaveAccessibleDescription(
      'Tu cuenta no tiene dónde recibir por ese medio. Elige el otro.',
    );
  });

  it.each([
    [true, 'Listo: guardamos tus recordatorios.'],
    [false, 'Listo: ya no te enviaremos recordatorios.'],
  ])('says a post saved them (opted in: %s)', async (optedIn, said) => {
    server.use(http.get('*/api/account/reminders/', () => HttpResponse.json({ ...never, optedIn })));
    renderReminders('es', '?guardado=1');
    const note = await screen.findByText(said);
    expect(note.closest('[role="status"]')).toHaveAttribute('data-without-app');
  });
});
