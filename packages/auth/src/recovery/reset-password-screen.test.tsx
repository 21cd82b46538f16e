import { allyRoutePattern } from '@aula/contracts/site-paths';
import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN } from '@aula/mocks/fixtures/secrets';
import { mockState } from '@aula/mocks/state';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { ResetPasswordScreen } from './reset-password-screen';

const server = useMswServer();

function renderReset(query = `?uidb64=${RESET_UIDB64}&token=${VALID_RESET_TOKEN}`) {
  return renderScreen(<ResetPasswordScreen />, {
    route: `/mx/impulsa/restablecer${query}`,
    path: allyRoutePattern('resetPassword'),
  });
}

const newPassword = () => screen.getByLabelText('Nueva contraseña');
const confirmPassword = () => screen.getByLabelText('Repite la contraseña');
const save = () => screen.getByRole('button', { name: 'Guardar contraseña' });

describe('ResetPasswordScreen, the link', () => {
  it('checks the link first, with a placeholder while it does', async () => {
    server.use(http.get('*/api/verification-token/', () => new Promise<Response>(() => {})));
    renderReset();
    expect(screen.getByRole('status', { name: 'Revisando el enlace…' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('offers the new password form for a live link', async () => {
    renderReset();
    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
    expect(screen.getByText('Elige una contraseña que no uses en otros sitios.')).toBeInTheDocument();
  });

  it('shows why an expired link is dead, in the learner’s language from the code (never the server’s English), and how to ask for a new one', async () => {
    renderReset(`?uidb64=${RESET_UIDB64}&token=${EXPIRED_RESET_TOKEN}`);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Este enlace ya no sirve');
    expect(notice).toHaveTextContent('Este enlace venció, ya se usó o cambió al copiarlo.');
    expect(notice).not.toHaveTextContent(/reset link|Detalle/);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/mx/impulsa/recuperar',
    );
    expect(screen.queryByText('Elige una contraseña que no uses en otros sitios.')).not.toBeInTheDocument();
  });

  it('treats a used link as dead, in the same words', async () => {
    mockState().usedResetTokens.push(VALID_RESET_TOKEN);
    renderReset();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Este enlace venció, ya se usó o cambió al copiarlo.');
    expect(notice).not.toHaveTextContent('The reset link is not valid');
  });

  it('says a server failure of the check (500, no known code) in its own words, not the body’s', async () => {
    server.use(
      http.get('*/api/verification-token/', () =>
        HttpResponse.json({ error: 'internal', message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    renderReset();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No pudimos confirmar este enlace.');
    expect(notice).not.toHaveTextContent('Internal Server Error');
  });

  it('treats a link cut short (no token) as dead without calling the API', async () => {
    const calls = recordCalls(server);
    renderReset(`?uidb64=${RESET_UIDB64}`);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Este enlace ya no sirve');
    expect(notice).toHaveTextContent('Le falta una parte: quizá no se copió completo.');
    expect(calls).toEqual([]);
  });

  it('offers a retry when the check fails for the connection, not the link', async () => {
    let fail = true;
    server.use(
      http.get('*/api/verification-token/', () => (fail ? HttpResponse.error() : HttpResponse.json({ valid: true }))),
    );
    const { user } = renderReset();
    expect(await screen.findByText(/No pudimos conectarnos/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
  });
});

describe('ResetPasswordScreen, the new password', () => {
  it('refuses a short password ("corta") and a confirmation that differs ("otra-cosa-larga")', async () => {
    const calls = recordCalls(server);
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'corta');
    await user.click(save());
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining('Usa al menos 8 caracteres.'));
    expect(newPassword()).toHaveFocus();

    await user.clear(newPassword());
    await user.type(newPassword(), 'una-clave-nueva');
    await user.type(confirmPassword(), 'otra-cosa-larga');
    await user.click(save());
    expect(confirmPassword()).toHaveAccessibleDescription('Las dos contraseñas no coinciden.');
    expect(callsOf(calls).filter((call) => call.includes('set-new-password'))).toEqual([]);
  });

  it('saves the new password, then sends the learner to sign in with a success alert', async () => {
    const calls = recordCalls(server);
    const { user, router } = renderReset();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-nueva');
    await user.type(confirmPassword(), 'una-clave-nueva');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/login'));
    expect(screen.getByText('Listo: tu contraseña cambió. Inicia sesión con ella.')).toBeInTheDocument();
    expect(calls.find(({ call }) => call.startsWith('PATCH'))?.body).toEqual({
      password: 'una-clave-nueva',
      token: VALID_RESET_TOKEN,
      uidb64: RESET_UIDB64,
    });
    expect(mockState().users[0]?.password).toBe('una-clave-nueva');
  });

  it('signs this device out too when it was signed in (the reset ends every session)', async () => {
    plantSession('mock-token-1');
    const calls = recordCalls(server);
    const { user, router } = renderScreen(<ResetPasswordScreen />, {
      route: `/mx/impulsa/restablecer?uidb64=${RESET_UIDB64}&token=${VALID_RESET_TOKEN}`,
      path: allyRoutePattern('resetPassword'),
    });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-nueva');
    await user.type(confirmPassword(), 'una-clave-nueva');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/login'));
    // The API ends the session and clears its HttpOnly cookie; the page drops its signed-in mark.
    expect(callsOf(calls)).toContain('POST /api/logout/');
    expect(document.cookie).not.toContain('user_access');
  });

  it('shows the dead link when it was used in another tab while this form was open', async () => {
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-nueva');
    await user.type(confirmPassword(), 'una-clave-nueva');
    mockState().usedResetTokens.push(VALID_RESET_TOKEN);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya no sirve');
  });

  it('keeps the button busy while the password is being saved', async () => {
    server.use(http.patch('*/api/set-new-password/', () => new Promise<Response>(() => {})));
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-nueva');
    await user.type(confirmPassword(), 'una-clave-nueva');
    await user.click(save());
    expect(await screen.findByRole('button', { name: /Guardar contraseña.*Cargando/ })).toBeDisabled();
  });
});
