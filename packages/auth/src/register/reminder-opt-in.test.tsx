import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCalls, renderScreen } from '../test-render';
import { RegisterScreen } from './register-screen';

const server = useMswServer();

const OPT_IN = /recuerden por WhatsApp/;

async function openQuick(language: 'es' | 'en' = 'es') {
  const rendered = renderScreen(<RegisterScreen />, {
    route: '/mx/impulsa/registro',
    path: allyRoutePattern('register'),
    language,
  });
  await rendered.user.click(screen.getByRole('tab', { name: language === 'es' ? 'Rápido' : 'Quick' }));
  return rendered;
}

async function fillQuick(user: Awaited<ReturnType<typeof openQuick>>['user'], terms: RegExp = /Acepto los términos/) {
  await user.type(screen.getByRole('textbox', { name: /Nombre|First name/ }), 'Rosa');
  await user.type(screen.getByRole('textbox', { name: /Celular|Mobile/ }), '5559990002');
  await user.type(screen.getByLabelText(/Elige un PIN|Choose a PIN/), '4827');
  await user.click(screen.getByRole('checkbox', { name: terms }));
}

const registrationBody = (calls: ReturnType<typeof recordCalls>) =>
  calls.find(({ call }) => call.endsWith('register/'))?.body as Record<string, unknown> | undefined;

afterEach(() => vi.restoreAllMocks());

describe('the reminders opt-in of the registrations', () => {
  it('is unticked at first and, left so, sends no reminders block at all (nothing may be sent unasked)', async () => {
    const calls = recordCalls(server);
    const { user, router } = await openQuick();
    expect(screen.getByRole('checkbox', { name: OPT_IN })).not.toBeChecked();
    await fillQuick(user);
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(registrationBody(calls)).toBeDefined();
    expect(registrationBody(calls)).not.toHaveProperty('reminders');
  });

  it('ticked, sends WhatsApp with the browser’s time zone and the interface’s language', async () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    zone.mockReturnValue({ ...new Intl.DateTimeFormat('en').resolvedOptions(), timeZone: 'America/Bogota' });
    const calls = recordCalls(server);
    const { user, router } = await openQuick();
    await fillQuick(user);
    await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(registrationBody(calls)?.reminders).toEqual({
      channel: 'whatsapp',
      frequency: 'weekly',
      quietHours: { start: 21, end: 8 },
      timeZone: 'America/Bogota',
      language: 'es',
    });
  });

  it('in English, asks in English and sends language en', async () => {
    const calls = recordCalls(server);
    const { user, router } = await openQuick('en');
    await fillQuick(user, /I accept/);
    await user.click(screen.getByRole('checkbox', { name: /Remind me on WhatsApp/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(registrationBody(calls)?.reminders).toMatchObject({ channel: 'whatsapp', language: 'en' });
  });

  it('a zone the browser names but no database knows ("Mars/Olympus") falls to UTC, not a refusal the learner cannot fix', async () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    zone.mockReturnValue({ ...new Intl.DateTimeFormat('en').resolvedOptions(), timeZone: 'Mars/Olympus' });
    const calls = recordCalls(server);
    const { user, router } = await openQuick();
    await fillQuick(user);
    await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(registrationBody(calls)?.reminders).toMatchObject({ timeZone: 'UTC' });
  });

  it('shows the API refusing the block (400 on reminders.timeZone) on the box itself', async () => {
    server.use(
      http.post('*/api/mx/simple_register/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'reminders.timeZone', reason: 'must be an IANA time zone such as America/Mexico_City' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openQuick();
    await fillQuick(user);
    await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: OPT_IN })).toHaveAccessibleDescription(
        'No pudimos apuntarte a los recordatorios. Desmarca la casilla y elígelos después en tu cuenta.',
      ),
    );
  });
});
