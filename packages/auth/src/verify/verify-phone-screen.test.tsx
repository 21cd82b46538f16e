import { allyRoutePattern } from '@aula/contracts/site-paths';
import { VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD } from '@aula/mocks/fixtures/users';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { VerifyPhoneScreen } from './verify-phone-screen';

const server = useMswServer();
const NEW_PHONE = { country: 'mx', number: '55 5999 0010' };

/** A registration waiting for its code, as the mock register call leaves it. */
function pendingRegistration() {
  mockState().pendingUsers.push({
    user: {
      id: 99,
      name: 'Rosa Nueva',
      email: null,
      phone_number: '+525559990010',
      access: 'learner',
      ally_code: 'impulsa',
      country: 'mx',
    },
    password: DEMO_PASSWORD,
    loginPin: DEMO_LOGIN_PIN,
  });
}

function renderVerify({ sentAt = Date.now(), route = '/mx/impulsa/registro/verificar', phone = NEW_PHONE } = {}) {
  return renderScreen(<VerifyPhoneScreen />, {
    route,
    path: allyRoutePattern('verifyPhone'),
    state: { phone, sentAt },
  });
}

const codeBox = () => screen.getByRole('textbox', { name: 'Código de verificación' });
const digitBoxes = () => screen.getAllByRole('textbox');
const refuseWith = (error: string) =>
  server.use(http.post('*/api/wa_validation/', () => HttpResponse.json({ error, message: error }, { status: 400 })));

describe('VerifyPhoneScreen', () => {
  it('names the number the code went to, gives six boxes for the one-time code and waits a minute to resend', async () => {
    renderVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirma tu celular' })).toBeInTheDocument();
    expect(screen.getByText(/al \+52 55 5999 0010/)).toBeInTheDocument();
    expect(digitBoxes()).toHaveLength(6);
    expect(codeBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: /Reenviar código en (1:00|0:59)/ })).toBeDisabled();
  });

  it('signs the new learner in when a pasted code is right and takes them where they were going', async () => {
    pendingRegistration();
    const calls = recordCalls(server);
    const { user, router } = renderVerify({
      route: '/mx/impulsa/registro/verificar?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Ffavoritos',
    });
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.paste(VALID_WA_CODE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/favoritos'));
    expect(document.cookie).toContain('mock-token-99');
    expect(screen.getByText('¡Te damos la bienvenida, Rosa Nueva! Tu cuenta está lista.')).toBeInTheDocument();
    expect(callsOf(calls)).toEqual(['POST /api/wa_validation/']);
    expect(calls[0]?.body).toEqual({ phone_number: '+525559990010', verification_code: VALID_WA_CODE });
  });

  it('sends a number that already had an account to sign in once it is confirmed', async () => {
    const { user, router } = renderVerify();
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.paste(VALID_WA_CODE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/login'));
    expect(screen.getByText('Tu número quedó confirmado. Inicia sesión para continuar.')).toBeInTheDocument();
  });

  it('keeps where the learner was going (a shared lesson) on the way to that sign-in', async () => {
    const { user, router } = renderVerify({
      route: '/mx/impulsa/registro/verificar?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F3',
    });
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.paste(VALID_WA_CODE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F3');
  });

  it('says a wrong code ("000000") is wrong next to the boxes, and empties them for the next try', async () => {
    const { user } = renderVerify();
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.keyboard('000000');
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining('El código no es correcto.')),
    );
    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(codeBox()).toHaveFocus();
  });

  it.each([
    ['an expired code (code_expired)', 'code_expired', 'El código venció. Pide uno nuevo.'],
    ['a code with its tries used up (code_locked)', 'code_locked', 'Hubo demasiados intentos con este código.'],
  ])('explains %s next to the boxes', async (_case, error, words) => {
    refuseWith(error);
    const { user } = renderVerify();
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.paste('654321');
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining(words)));
  });

  it('asks for all six digits when Confirm is pressed with three ("123")', async () => {
    const calls = recordCalls(server);
    const { user } = renderVerify();
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining('El código tiene 6 números.'));
    expect(calls).toEqual([]);
  });

  it('keeps Confirm busy while the code is being checked', async () => {
    server.use(http.post('*/api/wa_validation/', () => new Promise<Response>(() => {})));
    const { user } = renderVerify();
    await user.click(await screen.findByRole('textbox', { name: 'Código de verificación' }));
    await user.paste(VALID_WA_CODE);
    expect(await screen.findByRole('button', { name: /Confirmar.*Cargando/ })).toBeDisabled();
  });

  it('resends a code by WhatsApp once the minute has passed, then waits again', async () => {
    const calls = recordCalls(server);
    const { user } = renderVerify({ sentAt: Date.now() - 61_000 });
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Te enviamos un código nuevo al +52 55 5999 0010.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reenviar código en/ })).toBeDisabled();
    expect(calls[0]).toEqual({
      call: 'POST /api/wa_verification_code/',
      body: { phone_number: '+525559990010', code: '52', method: 'whatsapp' },
    });
  });

  it('shows the wait the API asks for when a resend is refused (429, retry_after 45)', async () => {
    server.use(
      http.post('*/api/wa_verification_code/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 45 }, { status: 429 }),
      ),
    );
    const { user } = renderVerify({ sentAt: Date.now() - 61_000 });
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Espera 1 min');
    // The API's 45 s, counting down (a loaded machine may take seconds to get here), not the default 1:00.
    // Awaited: the alert and the button's countdown may be drawn in separate renders.
    expect(await screen.findByRole('button', { name: /Reenviar código en 0:[0-4]\d/ })).toBeDisabled();
  });

  it('asks for the number when opened without one, refusing an incomplete one ("55 12")', async () => {
    const calls = recordCalls(server);
    const { user } = renderScreen(<VerifyPhoneScreen />, {
      route: '/mx/impulsa/registro/verificar',
      path: allyRoutePattern('verifyPhone'),
    });
    expect(screen.getByText(/¿A qué número te enviamos el código\?/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 12');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription(
      expect.stringContaining('parece incompleto'),
    );
    expect(calls).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Celular' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 5999 0010');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('textbox', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(screen.getByText(/al \+52 55 5999 0010/)).toBeInTheDocument();
  });

  it('goes back to the number with "Cambiar número"', async () => {
    const { user } = renderVerify();
    await user.click(await screen.findByRole('link', { name: 'Cambiar número' }));
    expect(await screen.findByRole('button', { name: 'Enviarme un código' })).toBeInTheDocument();
  });

  it('speaks English when the interface does', async () => {
    renderScreen(<VerifyPhoneScreen />, {
      route: '/mx/impulsa/registro/verificar',
      path: allyRoutePattern('verifyPhone'),
      language: 'en',
      state: { phone: NEW_PHONE, sentAt: Date.now() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
  });
});
