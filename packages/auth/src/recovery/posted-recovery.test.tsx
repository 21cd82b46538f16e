import { allyRoutePattern } from '@aula/contracts/site-paths';
import { RESET_UIDB64, VALID_RESET_TOKEN } from '@aula/mocks/fixtures/secrets';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { renderScreen } from '../test-render';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { ResetPinScreen } from './reset-pin-screen';

// The recovery screens as the server draws them before the app runs: forms posted to their page,
// the "sent" states their actions lead to (in the address), and their refusals (actionData).

const server = useMswServer();

/** `ui` at `url` as drawn for a post its route's action answered with `answer` (the router's actionData). */
function renderPosted(ui: ReactElement, path: string, url: string, answer: unknown) {
  return renderWithProviders(<AlertProvider>{ui}</AlertProvider>, {
    route: url,
    path,
    messages: [authMessages],
    postedAnswer: answer,
  }).router;
}

const postedFields = (control: HTMLElement) => {
  const form = control.closest('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).not.toHaveAttribute('action');
  return Object.fromEntries(new FormData(form as HTMLFormElement));
};

const FORGOT = allyRoutePattern('forgotPassword');
const forgot = (query: string) =>
  renderScreen(<ForgotPasswordScreen />, { route: `/mx/impulsa/recuperar${query}`, path: FORGOT });

describe('ForgotPasswordScreen before the app', () => {
  it('posts each form to its page under its name; its tabs are links', async () => {
    forgot('');
    expect(postedFields(screen.getByRole('button', { name: 'Enviarme el enlace' }))).toEqual({
      _form: 'email',
      email: '',
    });
    expect(screen.getByRole('tab', { name: 'Por WhatsApp' })).toHaveAttribute('href', '?metodo=whatsapp');
  });

  it('opens the tab its address names', async () => {
    forgot('?metodo=whatsapp');
    expect(screen.getByRole('tab', { name: 'Por WhatsApp', selected: true })).toBeInTheDocument();
    expect(postedFields(screen.getByRole('button', { name: 'Enviarme el enlace por WhatsApp' }))).toMatchObject({
      _form: 'phone',
      phone_number_country: 'mx',
    });
  });

  it('shows the link sent by the server in the same neutral words, and the form again on request', async () => {
    const { user, router } = forgot('?metodo=correo&email=demo%40impulsa.example&enviado=1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Si hay una cuenta con demo@impulsa.example, te llegará un correo',
    );
    const again = screen.getByRole('button', { name: 'Enviar otro enlace' });
    // Before the app, a GET of the page with what was typed.
    expect(again.closest('form')).toHaveAttribute('method', 'get');
    await user.click(again);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('demo@impulsa.example');
    expect(router.state.location.search).toBe('?metodo=correo&email=demo%40impulsa.example');
  });

  it('shows a number the server sent the link to on the WhatsApp tab', async () => {
    forgot('?metodo=whatsapp&phone_number=5550000001&phone_number_country=mx&enviado=1');
    expect(screen.getByRole('status')).toHaveTextContent('Si hay una cuenta con el +52 55 5000 0001');
  });

  it('never says back words a crafted address puts where the email goes', async () => {
    forgot('?metodo=correo&email=Llama%20ya%20al%20555%201234&enviado=1');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  });

  it('draws an address the server refused with what was typed and why', async () => {
    renderPosted(<ForgotPasswordScreen />, FORGOT, '/mx/impulsa/recuperar', {
      form: 'email',
      values: { email: 'demo@' },
    });
    const box = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(box).toHaveValue('demo@');
    expect(box).toHaveAccessibleDescription('Revisa tu correo; debe verse como nombre@ejemplo.com.');
  });
});

const RESET = allyRoutePattern('resetPassword');
const resetUrl = `/mx/impulsa/restablecer?uidb64=${RESET_UIDB64}&token=${VALID_RESET_TOKEN}`;

describe('ResetPasswordScreen before the app', () => {
  it('posts the new password and its copy to the link’s own page', async () => {
    renderScreen(<ResetPasswordScreen />, { route: resetUrl, path: RESET });
    const save = await screen.findByRole('button', { name: 'Guardar contraseña' });
    expect(postedFields(save)).toEqual({ _form: 'password', password: '', confirm_password: '' });
  });

  it('draws a password the server refused as too short with its fault, the boxes empty', async () => {
    renderPosted(<ResetPasswordScreen />, RESET, resetUrl, {
      form: 'password',
      values: { password: '', confirm_password: '' },
      refusal: { code: 'bad_request', fields: [{ field: 'password', reason: 'must have at least 8 characters' }] },
    });
    const box = await screen.findByLabelText('Nueva contraseña');
    expect(box).toHaveValue('');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Usa al menos 8 caracteres.'));
  });

  it('draws a copy the server found different on the copy', async () => {
    renderPosted(<ResetPasswordScreen />, RESET, resetUrl, {
      form: 'password',
      values: { password: '', confirm_password: '' },
      refusal: { code: 'bad_request', fields: [{ field: 'confirm_password', reason: 'does not match' }] },
    });
    expect(await screen.findByLabelText('Repite la contraseña')).toHaveAccessibleDescription(
      'Las dos contraseñas no coinciden.',
    );
  });

  it('draws the dead link when the server found the link used, whatever the page’s own check shows', async () => {
    // The server draws a refused check as still loading: the post's answer must not wait for it.
    server.use(http.get('*/api/verification-token/', () => new Promise<Response>(() => {})));
    renderPosted(<ResetPasswordScreen />, RESET, resetUrl, {
      form: 'password',
      values: { password: '', confirm_password: '' },
      refusal: { code: 'invalid_token', fields: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya no sirve');
  });
});

const PIN = allyRoutePattern('resetPin');
const pinSent = `/mx/impulsa/recuperar-pin?phone_number=5550000001&phone_number_country=mx&enviado=${Date.now()}`;

describe('ResetPinScreen before the app', () => {
  it('posts the number to the page', async () => {
    renderScreen(<ResetPinScreen />, { route: '/mx/impulsa/recuperar-pin', path: PIN });
    expect(postedFields(screen.getByRole('button', { name: 'Enviarme un código' }))).toMatchObject({ _form: 'ask' });
  });

  it('shows the code’s form for the number the server sent a code to, the number posted with it', async () => {
    renderScreen(<ResetPinScreen />, { route: pinSent, path: PIN });
    expect(screen.getByText(/Si el \+52 55 5000 0001 tiene cuenta, te llegará un código/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Guardar PIN' });
    expect(postedFields(save)).toMatchObject({
      _form: 'pin',
      phone_number: '5550000001',
      phone_number_country: 'mx',
      login_pin: '',
    });
    // Another number is a send button of the same form, so it works before the app too.
    const other = screen.getByRole('button', { name: 'Usar otro número' });
    expect(other).toHaveAttribute('type', 'submit');
    expect(other).toHaveAttribute('name', 'otro_numero');
  });

  it('draws a code the server found wrong on the code, the boxes empty', async () => {
    renderPosted(<ResetPinScreen />, PIN, pinSent, {
      form: 'pin',
      values: { verification_code: '', login_pin: '' },
      refusal: { code: 'invalid_code', fields: [] },
    });
    const code = await screen.findByRole('textbox', { name: 'Código de verificación' });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('El código no es correcto.'));
    expect(screen.getByLabelText('Elige un PIN')).toHaveValue('');
  });

  it('draws a guessable PIN the server refused on the PIN', async () => {
    renderPosted(<ResetPinScreen />, PIN, pinSent, {
      form: 'pin',
      values: { verification_code: '', login_pin: '' },
      refusal: { code: 'bad_request', fields: [{ field: 'login_pin', reason: 'is too easy to guess' }] },
    });
    const pin = await screen.findByLabelText('Elige un PIN');
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('Ese PIN es fácil de adivinar.'));
  });

  it('draws a number the server refused in the number’s form', async () => {
    renderPosted(<ResetPinScreen />, PIN, '/mx/impulsa/recuperar-pin', {
      form: 'ask',
      values: { phone_number: { country: 'mx', number: '55 12' } },
    });
    const box = await screen.findByRole('textbox', { name: 'Celular' });
    expect(box).toHaveValue('55 12');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('parece incompleto'));
  });
});
