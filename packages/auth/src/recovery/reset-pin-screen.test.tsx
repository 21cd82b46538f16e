import { allyRoutePattern } from '@aula/contracts/site-paths';
import { VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { DEMO_LOGIN_PIN } from '@aula/mocks/fixtures/users';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { NewPinForm } from './new-pin-form';
import { ResetPinScreen } from './reset-pin-screen';

const server = useMswServer();

function renderPin(state?: unknown, route = '/co/impulsa/recuperar-pin') {
  return renderScreen(<ResetPinScreen />, { route, path: allyRoutePattern('resetPin'), state });
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Celular' });
const codeBox = () => screen.getByRole('textbox', { name: 'Código de verificación' });
const pinBox = () => screen.getByLabelText('Elige un PIN');

type Rendered = ReturnType<typeof renderPin>;

async function askForCode({ user }: Rendered) {
  await user.click(await screen.findByRole('button', { name: 'Enviarme un código' }));
  return screen.findByRole('textbox', { name: 'Código de verificación' });
}

describe('ResetPinScreen', () => {
  it('starts from the number handed over by the PIN sign-in and says the old PIN keeps working', async () => {
    renderPin({ phone: { country: 'mx', number: '5550000001' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recupera tu PIN' })).toBeInTheDocument();
    expect(screen.getByText(/Tu PIN actual sigue sirviendo hasta entonces/)).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('5550000001');
  });

  it('refuses an incomplete number ("55 12") without calling the API', async () => {
    const calls = recordCalls(server);
    const { user } = renderPin();
    await user.type(phoneBox(), '55 12');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(phoneBox()).toHaveAccessibleDescription(expect.stringContaining('parece incompleto'));
    expect(calls).toEqual([]);
  });

  it('asks for the code at the fixed Mexican path, whatever the route country, then for the code and PIN', async () => {
    const calls = recordCalls(server);
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    expect(await askForCode(rendered)).toHaveFocus();
    expect(screen.getByText(/Si el \+52 55 5000 0001 tiene cuenta, te llegará un código/)).toBeInTheDocument();
    expect(calls).toEqual([{ call: 'PUT /api/mx/reset_login_pin/', body: { phone_number: '+525550000001' } }]);
  });

  it('refuses a guessable PIN ("1111") and a code of three digits ("123") before calling the API', async () => {
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await askForCode(rendered);
    const calls = recordCalls(server);
    await rendered.user.keyboard('123');
    await rendered.user.type(pinBox(), '1111');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining('El código tiene 6 números.'));
    expect(pinBox()).toHaveAccessibleDescription(expect.stringContaining('Ese PIN es fácil de adivinar.'));
    expect(codeBox()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('says a wrong code ("000000") is wrong, empties the boxes and keeps the old PIN', async () => {
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await askForCode(rendered);
    await rendered.user.keyboard('000000');
    await rendered.user.type(pinBox(), '4827');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining('El código no es correcto.')),
    );
    expect(codeBox()).toHaveValue('');
    expect(pinBox()).toHaveValue('4827');
    expect(mockState().users[0]?.loginPin).toBe(DEMO_LOGIN_PIN);
  });

  it('explains an expired code (code_expired)', async () => {
    server.use(
      http.post('*/api/mx/confirm_login_pin/', () =>
        HttpResponse.json({ error: 'code_expired', message: 'expired' }, { status: 400 }),
      ),
    );
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await askForCode(rendered);
    await rendered.user.keyboard(VALID_WA_CODE);
    await rendered.user.type(pinBox(), '4827');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(expect.stringContaining('El código venció.')));
  });

  it('changes the PIN with the right code and sends the learner to sign in with it', async () => {
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await askForCode(rendered);
    const calls = recordCalls(server);
    await rendered.user.keyboard(VALID_WA_CODE);
    await rendered.user.type(pinBox(), '4827');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/co/impulsa/login'));
    expect(screen.getByText('Listo: tu PIN cambió. Inicia sesión con él.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        call: 'POST /api/mx/confirm_login_pin/',
        body: { phone_number: '+525550000001', verification_code: VALID_WA_CODE, login_pin: '4827' },
      },
    ]);
    expect(mockState().users[0]?.loginPin).toBe('4827');
  });

  it('waits a minute before offering another code, and goes back to the number on request', async () => {
    const rendered = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await askForCode(rendered);
    expect(screen.getByRole('button', { name: /Reenviar código en (1:00|0:59)/ })).toBeDisabled();
    await rendered.user.click(screen.getByRole('button', { name: 'Usar otro número' }));
    expect(await screen.findByRole('button', { name: 'Enviarme un código' })).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('5550000001');
  });

  it('keeps the button busy while the code request is on its way', async () => {
    server.use(http.put('*/api/mx/reset_login_pin/', () => new Promise<Response>(() => {})));
    const { user } = renderPin({ phone: { country: 'mx', number: '5550000001' } });
    await user.click(await screen.findByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('button', { name: /Enviarme un código.*Cargando/ })).toBeDisabled();
  });

  it('sends another code once the minute has passed, in words that do not say whether the account exists', async () => {
    const calls = recordCalls(server);
    const { user } = renderScreen(
      <NewPinForm
        phone={{ country: 'mx', number: '5550000001' }}
        sentAt={Date.now() - 61_000}
        onChangeNumber={() => {}}
      />,
      { route: '/mx/impulsa/recuperar-pin', path: allyRoutePattern('resetPin') },
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText('Si el +52 55 5000 0001 tiene cuenta, te llegará un código nuevo por WhatsApp.'),
    ).toBeInTheDocument();
    // The notice and the new countdown come from the same answer but may be drawn a tick apart.
    expect(await screen.findByRole('button', { name: /Reenviar código en/ })).toBeDisabled();
    expect(callsOf(calls)).toEqual(['PUT /api/mx/reset_login_pin/']);
  });
});
