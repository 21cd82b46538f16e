import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from './login-screen';
import { authMessages } from './messages';

const server = useMswServer();

function renderLogin(route = '/mx/impulsa/login') {
  return renderWithProviders(<LoginScreen />, { route, path: '/:country/:brand/login', messages: [authMessages] });
}

/** Records the login calls that reach the (mock) API. */
function recordLoginCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/login/')) calls.push(new URL(request.url).pathname);
  });
  return calls;
}

const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('LoginScreen', () => {
  it('signs in with email and password, stores the token and opens the content area', async () => {
    const calls = recordLoginCalls();
    const { user, router } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion'));
    expect(document.cookie).toContain('token=mock-token-1');
    expect(calls).toEqual(['/api/mx/login/']);
  });

  it('signs in with phone and password against the country of the route', async () => {
    const calls = recordLoginCalls();
    const { user, router } = renderLogin('/co/impulsa/login');
    await user.click(screen.getByRole('tab', { name: 'Con celular' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clave de país' }), 'mx');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 5000 0001');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/co/impulsa/seccion'));
    expect(document.cookie).toContain('token=mock-token-1');
    expect(calls).toEqual(['/api/co/login/']);
  });

  it('signs in with phone and PIN and follows a same-site redirect', async () => {
    const { user, router } = renderLogin('/mx/crecer/login?redirect=%2Fmx%2Fcrecer%2Fseccion%2Flecciones%2F5');
    await user.click(screen.getByRole('tab', { name: 'Con PIN' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '5550000002');
    await user.type(screen.getByLabelText('PIN'), '2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/crecer/seccion/lecciones/5'));
    expect(document.cookie).toContain('token=mock-token-2');
  });

  it('ignores a redirect to another site', async () => {
    const { user, router } = renderLogin('/mx/impulsa/login?redirect=%2F%2Fevil.example%2F');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion'));
  });

  it('says only that the details are wrong when the password is wrong', async () => {
    const { user, router } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'otra-cosa');
    await user.click(submit());
    expect(await screen.findByText('El correo, el celular o la contraseña no son correctos.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    expect(document.cookie).not.toContain('token=');
  });

  it('points at a malformed email without calling the API', async () => {
    const calls = recordLoginCalls();
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Revisa tu correo; debe verse como nombre@ejemplo.com.');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('asks for the missing PIN and phone before calling the API', async () => {
    const calls = recordLoginCalls();
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Con PIN' }));
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription(
      expect.stringContaining('Escribe tu número de celular.'),
    );
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(expect.stringContaining('Escribe tu PIN.'));
    expect(calls).toEqual([]);
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
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
        'Revisa tu correo; debe verse como nombre@ejemplo.com.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
  });

  it('explains a lost connection in plain words', async () => {
    server.use(http.post('*/api/mx/login/', () => HttpResponse.error()));
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectarnos. Revisa tu conexión a internet e intenta de nuevo.',
    );
  });

  it('keeps the button busy while the request is on its way', async () => {
    server.use(http.post('*/api/mx/login/', () => new Promise<Response>(() => {})));
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: /Iniciar sesión.*Cargando/ })).toBeDisabled();
  });
});
