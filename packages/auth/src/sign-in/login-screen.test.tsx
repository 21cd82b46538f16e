import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/constants';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { LoginScreen } from './login-screen';

const server = useMswServer();

function renderLogin(route = '/mx/impulsa/login') {
  return renderScreen(<LoginScreen />, { route, path: allyRoutePattern('login') });
}

const recordPaths = () => recordCalls(server);

const phoneBox = () => screen.getByRole('textbox', { name: 'Celular' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('LoginScreen, phone first', () => {
  it('starts from the phone, looks the number up without its plus, then signs in with the password', async () => {
    const calls = recordPaths();
    const { user, router } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Con celular', selected: true })).toBeInTheDocument();
    await user.type(phoneBox(), '55 5000 0001');
    await user.click(button('Continuar'));
    const summary = await screen.findByText('+52 55 5000 0001');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion'));
    expect(document.cookie).toContain('mock-token-1');
    expect(callsOf(calls)).toEqual(['GET /api/verify-phone-number?phone_number=525550000001', 'POST /api/mx/login/']);
  });

  it('signs in with phone and PIN at the route country path and follows a same-site redirect', async () => {
    const calls = recordPaths();
    const { user, router } = renderLogin('/co/crecer/login?redirect=%2Fco%2Fcrecer%2Fseccion%2Flecciones%2F5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clave de país' }), 'mx');
    await user.type(phoneBox(), '5550000002');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    await user.type(screen.getByLabelText('PIN'), '2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/co/crecer/seccion/lecciones/5'));
    expect(callsOf(calls).at(-1)).toBe('POST /api/co/login/');
  });

  it('asks a PIN-only learner (quick registration) for the PIN alone: no "Con contraseña" to try first', async () => {
    // As the API answers for an account registered with a PIN only.
    server.use(
      http.get('*/api/verify-phone-number', () =>
        HttpResponse.json({ exists: true, has_password: false, has_pin: true }),
      ),
    );
    const { user, router } = renderLogin('/mx/crecer/login');
    await user.type(phoneBox(), '5550000002');
    await user.click(button('Continuar'));
    expect(await screen.findByLabelText('PIN')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Con contraseña' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu PIN?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/crecer/seccion'));
  });

  it('offers a learner with a password only that password, and one with both the password first', async () => {
    server.use(
      http.get('*/api/verify-phone-number', () =>
        HttpResponse.json({ exists: true, has_password: true, has_pin: false }),
      ),
    );
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Con PIN' })).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('link', { name: 'Cambiar el número' }));
    await user.click(button('Continuar'));
    expect(await screen.findByRole('tab', { name: 'Con contraseña', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Con PIN', selected: false })).toBeInTheDocument();
  });

  it('offers registration with the number kept when no account has it', async () => {
    const { user, router } = renderLogin();
    await user.type(phoneBox(), '55 5999 0000');
    await user.click(button('Continuar'));
    // The focus moves in an effect after the step is drawn: on a busy machine, a moment after it shows.
    const heading = await screen.findByRole('heading', { name: 'Aún no tienes cuenta con este número' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/No encontramos una cuenta con el \+52 55 5999 0000/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Crear mi cuenta' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/registro');
    expect(router.state.location.state).toEqual({ phone: { country: 'mx', number: '55 5999 0000' } });
  });

  it('lets the learner go back and use another number', async () => {
    const { user } = renderLogin();
    await user.type(phoneBox(), '55 5999 0000');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('button', { name: 'Usar otro número' }));
    expect(phoneBox()).toHaveValue('55 5999 0000');
  });

  it('points at an incomplete number ("55 12") without calling the API', async () => {
    const calls = recordPaths();
    const { user } = renderLogin();
    await user.type(phoneBox(), '55 12');
    await user.click(button('Continuar'));
    expect(phoneBox()).toBeInvalid();
    expect(phoneBox()).toHaveAccessibleDescription(expect.stringContaining('parece incompleto'));
    expect(phoneBox()).toHaveFocus();
    expect(callsOf(calls)).toEqual([]);
  });

  it('says only that the details are wrong when the password is wrong ("otra-cosa")', async () => {
    const { user, router } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.type(await screen.findByLabelText('Contraseña'), 'otra-cosa');
    await user.click(button('Iniciar sesión'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo, el celular o la contraseña no son correctos.',
    );
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
  });

  it('asks for a missing PIN before calling the API', async () => {
    const calls = recordPaths();
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    await user.click(button('Iniciar sesión'));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(expect.stringContaining('Escribe tu PIN.'));
    expect(callsOf(calls).filter((call) => call.includes('/login/'))).toEqual([]);
  });

  it('asks for a missing password (empty box) before calling the API, never sending the PIN placeholder', async () => {
    const calls = recordPaths();
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await screen.findByRole('tab', { name: 'Con contraseña' });
    await user.click(button('Iniciar sesión'));
    const password = screen.getByLabelText('Contraseña', { exact: true });
    expect(password).toHaveAccessibleDescription('Escribe tu contraseña.');
    expect(password).toHaveFocus();
    expect(callsOf(calls).filter((call) => call.includes('/login/'))).toEqual([]);
  });

  it('links the PIN mode to the PIN reset with the number handed over', async () => {
    const { user, router } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    const link = screen.getByRole('link', { name: '¿Olvidaste tu PIN?' });
    // In the address too: a tap before the app runs (a page the server drew) carries no state.
    expect(link).toHaveAttribute('href', '/mx/impulsa/recuperar-pin?phone_number=5550000001&phone_number_country=mx');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/mx/impulsa/recuperar-pin');
    expect(router.state.location.state).toEqual({ phone: { country: 'mx', number: '5550000001' } });
  });

  it('refuses a wrong PIN ("9999") with the same words as a wrong password, sending the PIN mode', async () => {
    const calls = recordCalls(server);
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    await user.type(screen.getByLabelText('PIN'), '9999');
    await user.click(button('Iniciar sesión'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo, el celular o la contraseña no son correctos.',
    );
    expect(calls.at(-1)?.body).toEqual({
      phone_number: '+525550000001',
      login_pin: '9999',
      password: MISSING_PASSWORD_PLACEHOLDER,
    });
  });

  it('offers the PIN reset when the account is backing off (429 on sign-in): the owner need not wait out an attacker', async () => {
    server.use(
      http.post('*/api/mx/login/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 600 }, { status: 429 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    await user.type(screen.getByLabelText('PIN'), '2026');
    await user.click(button('Iniciar sesión'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo muchos intentos seguidos con esta cuenta. Espera 10 min, o restablece tu contraseña o tu PIN abajo para entrar ahora.',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu PIN?' })).toBeInTheDocument();
  });

  it('refuses a PIN of letters ("12ab") before calling the API', async () => {
    const calls = recordPaths();
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await user.click(await screen.findByRole('tab', { name: 'Con PIN' }));
    await user.type(screen.getByLabelText('PIN'), '12ab');
    await user.click(button('Iniciar sesión'));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(
      expect.stringContaining('El PIN tiene de 4 a 6 números.'),
    );
    expect(callsOf(calls).filter((call) => call.includes('/login/'))).toEqual([]);
  });

  it('keeps Continuar busy while the number is being looked up', async () => {
    server.use(http.get('*/api/verify-phone-number', () => new Promise<Response>(() => {})));
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    expect(await screen.findByRole('button', { name: /Continuar.*Cargando/ })).toBeDisabled();
  });

  it('shows the server refusing the number (400 on phone_number) next to the phone field', async () => {
    server.use(
      http.get('*/api/verify-phone-number', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'phone_number', reason: 'is invalid' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    await waitFor(() => expect(phoneBox()).toHaveAccessibleDescription(expect.stringContaining('parece incompleto')));
    expect(phoneBox()).toHaveFocus();
  });

  it('explains a lost connection during the lookup in plain words', async () => {
    server.use(http.get('*/api/verify-phone-number', () => HttpResponse.error()));
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectarnos.');
  });

  it('shows the wait a rate-limited lookup asks for', async () => {
    server.use(
      http.get('*/api/verify-phone-number', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 90 }, { status: 429 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(phoneBox(), '5550000001');
    await user.click(button('Continuar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Espera 2 min');
  });
});

describe('LoginScreen, email tab', () => {
  async function openEmail() {
    const rendered = renderLogin();
    await rendered.user.click(screen.getByRole('tab', { name: 'Con correo' }));
    return rendered;
  }

  it('signs in with email and password', async () => {
    const calls = recordPaths();
    const { user, router } = await openEmail();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion'));
    expect(callsOf(calls)).toEqual(['POST /api/mx/login/']);
  });

  it('ignores a redirect to another site ("//evil.example/")', async () => {
    const { user, router } = renderLogin('/mx/impulsa/login?redirect=%2F%2Fevil.example%2F');
    await user.click(screen.getByRole('tab', { name: 'Con correo' }));
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion'));
  });

  it('points at a malformed email ("demo@") without calling the API', async () => {
    const calls = recordPaths();
    const { user } = await openEmail();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveAccessibleDescription('Revisa tu correo; debe verse como nombre@ejemplo.com.');
    expect(email).toHaveFocus();
    expect(callsOf(calls)).toEqual([]);
  });

  it('shows a field error the server sent next to that field', async () => {
    server.use(
      http.post('*/api/mx/login/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'email', reason: 'is not allowed' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openEmail();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
        'Revisa tu correo; debe verse como nombre@ejemplo.com.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
  });

  it('keeps the button busy while the request is on its way', async () => {
    server.use(http.post('*/api/mx/login/', () => new Promise<Response>(() => {})));
    const { user } = await openEmail();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(button('Iniciar sesión'));
    expect(await screen.findByRole('button', { name: /Iniciar sesión.*Cargando/ })).toBeDisabled();
  });

  it('speaks English when the interface does', async () => {
    renderScreen(<LoginScreen />, { route: '/mx/impulsa/login', path: allyRoutePattern('login'), language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'How to sign in' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['With mobile', 'With email']);
  });
});
