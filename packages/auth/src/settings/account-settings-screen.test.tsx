import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { AccountSettingsScreen } from './account-settings-screen';

const server = useMswServer();

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants the session a sign-in would leave.
  document.cookie = 'token=mock-token-1; path=/';
});

function renderSettings(language: 'es' | 'en' = 'es') {
  return renderScreen(<AccountSettingsScreen />, {
    route: '/mx/impulsa/seccion/cuenta',
    path: allyRoutePattern('accountSettings'),
    language,
  });
}

const current = () => screen.getByLabelText('Contraseña actual');
const fresh = () => screen.getByLabelText('Nueva contraseña');
const again = () => screen.getByLabelText('Repite la contraseña');
const change = () => screen.getByRole('button', { name: 'Cambiar contraseña' });

describe('AccountSettingsScreen, password', () => {
  it('shows a placeholder while it asks whether the account has a password', () => {
    server.use(http.post('*/api/check_password/', () => new Promise<Response>(() => {})));
    renderSettings();
    expect(screen.getByRole('status', { name: 'Cargando tu cuenta…' })).toBeInTheDocument();
  });

  it('offers a retry when that question fails', async () => {
    let fail = true;
    server.use(
      http.post('*/api/check_password/', () =>
        fail
          ? HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })
          : HttpResponse.json({ has_password: true, has_pin: true }),
      ),
    );
    const { user } = renderSettings();
    expect(await screen.findByText(/No pudimos cargar tu cuenta/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('asks for the current password as well as the new one, naming each missing field', async () => {
    const calls = recordCalls(server);
    const { user } = renderSettings();
    await screen.findByRole('heading', { name: 'Cambiar contraseña' });
    await user.click(change());
    expect(current()).toHaveAccessibleDescription('Escribe tu contraseña actual.');
    expect(current()).toHaveFocus();
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('Escribe tu contraseña.'));
    expect(callsOf(calls).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('refuses a confirmation that differs ("una-clave-distinta")', async () => {
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Aula-demo-2026');
    await user.type(fresh(), 'una-clave-nueva');
    await user.type(again(), 'una-clave-distinta');
    await user.click(change());
    expect(again()).toHaveAccessibleDescription('Las dos contraseñas no coinciden.');
  });

  it('shows the server refusing a wrong current password ("otra-cosa") next to that field', async () => {
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'otra-cosa');
    await user.type(fresh(), 'una-clave-nueva');
    await user.type(again(), 'una-clave-nueva');
    await user.click(change());
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Esa no es tu contraseña actual.'));
    expect(current()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
  });

  it('changes the password, says the other devices were signed out and empties the form', async () => {
    const calls = recordCalls(server);
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Aula-demo-2026');
    await user.type(fresh(), 'una-clave-nueva');
    await user.type(again(), 'una-clave-nueva');
    await user.click(change());
    expect(
      await screen.findByText('Tu contraseña cambió. Cerramos tu sesión en los demás dispositivos.'),
    ).toBeInTheDocument();
    expect(current()).toHaveValue('');
    expect(fresh()).toHaveValue('');
    expect(calls.find(({ call }) => call === 'PUT /api/update_password/')?.body).toEqual({
      password: 'una-clave-nueva',
      current_password: 'Aula-demo-2026',
    });
    expect(mockState().users[0]?.password).toBe('una-clave-nueva');
  });

  it('keeps the button busy while the change is on its way', async () => {
    server.use(http.put('*/api/update_password/', () => new Promise<Response>(() => {})));
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Aula-demo-2026');
    await user.type(fresh(), 'una-clave-nueva');
    await user.type(again(), 'una-clave-nueva');
    await user.click(change());
    expect(await screen.findByRole('button', { name: /Cambiar contraseña.*Cargando/ })).toBeDisabled();
  });

  it('asks a PIN-only account for its current PIN before creating a first password (a stolen session is not enough)', async () => {
    const demo = mockState().users[0];
    if (demo) demo.password = '';
    const calls = recordCalls(server);
    const { user } = renderSettings();
    expect(await screen.findByRole('heading', { name: 'Crea una contraseña' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.type(fresh(), 'mi-primera-clave');
    await user.type(again(), 'mi-primera-clave');
    const create = screen.getByRole('button', { name: 'Crear contraseña' });
    // Bad input tried: no PIN, then a wrong one.
    await user.click(create);
    expect(screen.getByLabelText('Tu PIN actual')).toHaveAccessibleDescription('Escribe tu PIN actual.');
    expect(callsOf(calls).filter((call) => call.startsWith('PUT'))).toEqual([]);
    await user.type(screen.getByLabelText('Tu PIN actual'), '9513');
    await user.click(create);
    await waitFor(() =>
      expect(screen.getByLabelText('Tu PIN actual')).toHaveAccessibleDescription('Ese no es tu PIN actual.'),
    );
    await user.clear(screen.getByLabelText('Tu PIN actual'));
    await user.type(screen.getByLabelText('Tu PIN actual'), '2026');
    await user.click(create);
    expect(await screen.findByText('Listo: ya tienes contraseña.')).toBeInTheDocument();
    expect(calls.filter(({ call }) => call === 'PUT /api/update_password/').at(-1)?.body).toEqual({
      password: 'mi-primera-clave',
      current_pin: '2026',
    });
    // Now it has one: the screen asks check_password again and offers the change.
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('shows the server refusing a common password ("12345678") with the catalogue’s words', async () => {
    server.use(
      http.put('*/api/update_password/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'password', reason: 'is too common' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Aula-demo-2026');
    await user.type(fresh(), '12345678');
    await user.type(again(), '12345678');
    await user.click(change());
    await waitFor(() =>
      expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('Esa contraseña es de las más usadas')),
    );
  });

  it('links to the sessions open on the learner’s devices', async () => {
    renderSettings();
    expect(await screen.findByRole('link', { name: 'Sesiones abiertas en tus dispositivos' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/cuenta/sesiones',
    );
  });

  it('speaks English when the interface does', async () => {
    renderSettings('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });
});
