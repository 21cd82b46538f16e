import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { AccountSettingsScreen } from './account-settings-screen';

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

function renderSettings(language: 'es' | 'en' = 'es', search = '') {
  return renderScreen(<AccountSettingsScreen />, {
    route: `/mx/impulsa/seccion/cuenta${search}`,
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

describe('AccountSettingsScreen, before the app runs', () => {
  it('is a form posted to its page, each field under the contract’s name', async () => {
    renderSettings();
    const form = (await screen.findByLabelText('Contraseña actual')).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBeNull();
    const names = [...(form?.elements ?? [])].map((element) => element.getAttribute('name')).filter(Boolean);
    expect(names).toEqual(['_form', 'current_password', 'password', 'confirm_password']);
    expect(form?.querySelector('[name="_form"]')).toHaveValue('password');
  });

  it('draws the server’s answer to a short password ("corta") on its field, no secret typed back', async () => {
    posted.answer = {
      form: 'password',
      values: { current_password: '', current_pin: '', password: '', confirm_password: '' },
      refusal: { code: 'bad_request', fields: [{ field: 'password', reason: 'must have at least 8 characters' }] },
    };
    renderSettings();
    await screen.findByLabelText('Contraseña actual');
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('Usa al menos 8 caracteres.'));
    expect(fresh()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
  });

  it('says the password changed when a post to the page led back here', async () => {
    renderSettings('es', '?guardado=cambiada');
    const note = await screen.findByText('Tu contraseña cambió. Cerramos tu sesión en los demás dispositivos.');
    // Shown without JavaScript too, where the page's other statuses are hidden.
    expect(note.closest('[role="status"]')).toHaveAttribute('data-without-app');
  });

  it('says nothing was saved for an address it did not lead to', async () => {
    renderSettings('es', '?guardado=otra');
    await screen.findByLabelText('Contraseña actual');
    expect(screen.queryByText(/Tu contraseña cambió/)).not.toBeInTheDocument();
  });
});
