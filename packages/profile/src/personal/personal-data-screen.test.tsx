import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedAna } from '../test-fixtures';
import { renderSignedIn } from '../test-render';
import { PersonalDataScreen } from './personal-data-screen';

const server = useMswServer();
const ROUTE = '/mx/impulsa/seccion/perfil/datos-personales';

function renderScreen(language: 'es' | 'en' = 'es') {
  return renderSignedIn(<PersonalDataScreen />, ROUTE, allyRoutePattern('personalData'), language);
}

const firstName = () => screen.findByRole('textbox', { name: 'Nombre' });

describe('PersonalDataScreen', () => {
  beforeEach(() => {
    seedAna();
  });

  it("shows the learner's saved details once they load", async () => {
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos…');
    expect(await firstName()).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('López');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('demo@impulsa.example');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1988-05-14');
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Último grado de estudios' })).toHaveValue(
      'Preparatoria o bachillerato',
    );
    expect(document.title).toBe('Datos personales');
  });

  it('refuses a 300-character name with the contract’s limit next to the field, focused, and sends nothing', async () => {
    let patched = false;
    server.use(
      http.patch('*/api/personal_data/', () => {
        patched = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderScreen();
    const name = await firstName();
    await user.clear(name);
    await user.paste('A'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(name).toHaveAccessibleDescription('Usa como máximo 80 caracteres.');
    expect(name).toHaveFocus();
    expect(patched).toBe(false);
  });

  it('asks for a name (left empty) and a valid email (ana-en-correo) before saving', async () => {
    const { user } = renderScreen();
    await user.clear(await firstName());
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'ana-en-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Completa este campo.');
    expect(email).toHaveAccessibleDescription('Revisa tu correo; debe verse como nombre@ejemplo.com.');
  });

  it('refuses a birth date in the future (2999-01-01)', async () => {
    const { user } = renderScreen();
    const birth = await screen.findByLabelText('Fecha de nacimiento');
    await user.clear(birth);
    await user.type(birth, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(birth).toHaveAccessibleDescription('La fecha debe estar entre 1900 y hoy.');
  });

  it("shows the server's refusal next to the field (an email another account uses)", async () => {
    server.use(
      http.patch('*/api/personal_data/', () =>
        HttpResponse.json({ error: 'email_taken', message: 'Another account uses this email' }, { status: 409 }),
      ),
    );
    const { user } = renderScreen();
    await firstName();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'demo@crecer.example');
    await user.type(await screen.findByLabelText('Tu contraseña actual'), 'Aula-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Otra cuenta ya usa este correo.'));
  });

  it('asks for the current password before moving the email (a stolen session cannot take the account)', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    const { user } = renderScreen();
    await firstName();
    expect(screen.queryByLabelText('Tu contraseña actual')).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'ana.nueva@example.com');
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    // Bad input tried: no password, then a wrong one.
    await user.click(save);
    const secret = await screen.findByLabelText('Tu contraseña actual');
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('Completa este campo.'));
    expect(body).toBeUndefined();
    await user.type(secret, 'otra-cosa');
    await user.click(save);
    await waitFor(() =>
      expect(secret).toHaveAccessibleDescription(expect.stringContaining('Esa no es tu contraseña actual.')),
    );
    await user.clear(secret);
    await user.type(secret, 'Aula-demo-2026');
    await user.click(save);
    expect(await screen.findByText('Listo, guardamos tus cambios.')).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana.nueva@example.com', current_password: 'Aula-demo-2026' });
    expect(screen.queryByLabelText('Tu contraseña actual')).not.toBeInTheDocument();
  });

  it('asks a PIN-only account for its PIN in the PIN’s shape (12 is too short) before moving the email', async () => {
    server.use(http.post('*/api/check_password/', () => HttpResponse.json({ has_password: false, has_pin: true })));
    const { user } = renderScreen();
    await firstName();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'ana.nueva@example.com');
    const pin = await screen.findByLabelText('Tu PIN actual');
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(pin).toHaveAccessibleDescription(expect.stringContaining('Tu PIN tiene de 4 a 6 números.')),
    );
    expect(pin).toHaveFocus();
  });

  it('saves only what changed, says so, and keeps it', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    const { user } = renderScreen();
    const last = await screen.findByRole('textbox', { name: 'Apellidos' });
    await user.clear(last);
    await user.type(last, 'López Pérez');
    await user.click(screen.getByRole('radio', { name: 'Prefiero no decirlo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Listo, guardamos tus cambios.')).toBeInTheDocument();
    expect(body).toEqual({ last_name: 'López Pérez', gender: 'undisclosed' });
    expect(last).toHaveValue('López Pérez');
  });

  it('asks before leaving with unsaved changes, and stays or leaves as chosen', async () => {
    const { user, router } = renderScreen();
    await user.type(await firstName(), 'lia');
    await user.click(screen.getByRole('link', { name: 'Volver a tu perfil' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe(ROUTE);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Analia');
    await user.click(screen.getByRole('link', { name: 'Volver a tu perfil' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/perfil'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, router } = renderScreen();
    await firstName();
    await user.click(screen.getByRole('link', { name: 'Volver a tu perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/perfil'));
  });

  it('offers a retry when the details cannot be loaded', async () => {
    let fail = true;
    server.use(http.get('*/api/personal_data/', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const { user } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await firstName()).toHaveValue('Ana');
  });

  it('speaks English when English is chosen', async () => {
    renderScreen('en');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
