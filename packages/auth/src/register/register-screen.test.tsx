import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls, renderScreen } from '../test-render';
import { RegisterScreen } from './register-screen';

const server = useMswServer();

function renderRegister(route = '/mx/impulsa/registro', state?: unknown) {
  return renderScreen(<RegisterScreen />, { route, path: allyRoutePattern('register'), state });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Crear mi cuenta' });
const registrations = (calls: ReturnType<typeof recordCalls>) => calls.filter(({ call }) => /register\/$/.test(call));

describe('RegisterScreen, full registration', () => {
  it('offers the three registrations as tabs, the full one first, with the number from sign-in kept', async () => {
    renderRegister('/mx/impulsa/registro', { phone: { country: 'mx', number: '55 5999 0000' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Forma de registrarte' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Completo', 'Rápido', 'Facebook']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(box('Celular')).toHaveValue('55 5999 0000');
    expect(screen.getByRole('group', { name: 'Tu negocio' })).toBeInTheDocument();
  });

  it('names every missing field of an empty form, focuses the first and calls nothing', async () => {
    const calls = recordCalls(server);
    const { user } = renderRegister();
    await user.click(submit());
    expect(box('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(box('Nombre')).toHaveFocus();
    expect(box('Apellidos')).toHaveAccessibleDescription('Escribe tus apellidos.');
    expect(box('Celular')).toHaveAccessibleDescription(expect.stringContaining('Escribe tu número de celular.'));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe tu contraseña.'),
    );
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).toHaveAccessibleDescription(
      'Para crear tu cuenta acepta los términos y el aviso de privacidad.',
    );
    expect(registrations(calls)).toEqual([]);
  });

  it('refuses a short password ("corta"), a malformed email ("ana@") and an incomplete phone ("55 12")', async () => {
    const calls = recordCalls(server);
    const { user } = renderRegister();
    await user.type(box('Nombre'), 'Ana');
    await user.type(box('Apellidos'), 'Pérez');
    await user.type(box('Celular'), '55 12');
    await user.type(box('Correo electrónico'), 'ana@');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(submit());
    expect(box('Celular')).toHaveAccessibleDescription(expect.stringContaining('parece incompleto'));
    expect(box('Celular')).toHaveFocus();
    expect(box('Correo electrónico')).toHaveAccessibleDescription(expect.stringContaining('nombre@ejemplo.com'));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      expect.stringContaining('Usa al menos 8 caracteres.'),
    );
    expect(registrations(calls)).toEqual([]);
  });

  it('sends the owner and the business (type chosen from the catalogue) and goes on to the WhatsApp code', async () => {
    const calls = recordCalls(server);
    const { user, router } = renderRegister('/mx/impulsa/registro?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Fmodulos');
    await user.type(box('Nombre'), 'Ana');
    await user.type(box('Apellidos'), 'Pérez');
    await user.type(box('Celular'), '55 5999 0001');
    await user.type(box('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'una-clave-larga');
    await user.type(box('Nombre de tu negocio'), 'Abarrotes Ana');
    await user.type(screen.getByRole('combobox', { name: /Tipo de negocio/ }), 'panad');
    await user.click(await screen.findByRole('option', { name: 'Panadería' }));
    await user.type(screen.getByRole('combobox', { name: /Ciudad/ }), 'coyoacan');
    await user.click(await screen.findByRole('option', { name: 'Coyoacán, Ciudad de México' }));
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(router.state.location.search).toBe('?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Fmodulos');
    expect(router.state.location.state).toEqual({
      phone: { country: 'mx', number: '55 5999 0001' },
      sentAt: expect.any(Number),
    });
    const [sent] = registrations(calls);
    expect(sent?.call).toBe('POST /api/mx/register/');
    expect(sent?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Pérez',
      phone_number: '+525559990001',
      email: 'ana@example.com',
      password: 'una-clave-larga',
      ally_code: 'impulsa',
      business_name: 'Abarrotes Ana',
      business_type_id: expect.any(Number),
      city_id: expect.any(Number),
      accepts_terms: true,
    });
  });

  it('searches only the cities of the route’s country: a Colombian city is not offered in Mexico ("Bogotá")', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByRole('combobox', { name: /Ciudad/ }), 'bogota');
    expect(await screen.findByText('No encontramos resultados')).toBeInTheDocument();
    expect(screen.queryAllByRole('option', { name: /Bogotá/ })).toEqual([]);
  });

  it('shows the server refusing the city (400 on city_id) next to the city field', async () => {
    server.use(
      http.post('*/api/mx/register/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'city_id', reason: 'is not a city of this country' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillMinimalFull(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Ciudad/ })).toHaveAccessibleDescription(
        expect.stringContaining('Elige una ciudad de la lista, del país donde te registras.'),
      ),
    );
  });

  it('shows a field error the server sent (an unknown business type) next to that field', async () => {
    server.use(
      http.post('*/api/mx/register/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'business_type_id', reason: 'is not a known business type' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillMinimalFull(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
    expect(screen.getByRole('combobox', { name: /Tipo de negocio/ })).toHaveAccessibleDescription(
      expect.stringContaining('Elige un tipo de negocio de la lista.'),
    );
  });

  it('says the ally is not offered in the country when the API refuses ally_code (crecer in pe)', async () => {
    server.use(
      http.post('*/api/pe/register/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'ally_code', reason: 'is not offered in this country' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister('/pe/crecer/registro');
    await fillMinimalFull(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta marca no se ofrece en este país.');
  });

  it('keeps the button busy while the registration is on its way', async () => {
    server.use(http.post('*/api/mx/register/', () => new Promise<Response>(() => {})));
    const { user } = renderRegister();
    await fillMinimalFull(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: /Crear mi cuenta.*Cargando/ })).toBeDisabled();
  });
});

describe('RegisterScreen, quick registration', () => {
  async function openQuick() {
    const rendered = renderRegister();
    await rendered.user.click(screen.getByRole('tab', { name: 'Rápido' }));
    return rendered;
  }

  it('refuses a PIN anyone would guess ("1234") before calling the API', async () => {
    const calls = recordCalls(server);
    const { user } = await openQuick();
    await user.type(box('Nombre'), 'Rosa');
    await user.type(box('Celular'), '5559990002');
    await user.type(screen.getByLabelText('Elige un PIN'), '1234');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(submit());
    expect(screen.getByLabelText('Elige un PIN')).toHaveAccessibleDescription(
      expect.stringContaining('Ese PIN es fácil de adivinar.'),
    );
    expect(screen.getByLabelText('Elige un PIN')).toHaveFocus();
    expect(registrations(calls)).toEqual([]);
  });

  it('refuses a 3-digit PIN ("482")', async () => {
    const { user } = await openQuick();
    await user.type(screen.getByLabelText('Elige un PIN'), '482');
    await user.click(submit());
    expect(screen.getByLabelText('Elige un PIN')).toHaveAccessibleDescription(
      expect.stringContaining('El PIN tiene de 4 a 6 números.'),
    );
  });

  it('registers with a name, the phone and a PIN (simple_register) and goes on to the code', async () => {
    const calls = recordCalls(server);
    const { user, router } = await openQuick();
    await user.type(box('Nombre'), 'Rosa');
    await user.type(box('Celular'), '5559990002');
    await user.type(screen.getByLabelText('Elige un PIN'), '4827');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(registrations(calls)).toEqual([
      {
        call: 'POST /api/mx/simple_register/',
        body: {
          first_name: 'Rosa',
          phone_number: '+525559990002',
          login_pin: '4827',
          ally_code: 'impulsa',
          accepts_terms: true,
        },
      },
    ]);
  });
});

type User = ReturnType<typeof renderRegister>['user'];

async function fillMinimalFull(user: User) {
  await user.type(box('Nombre'), 'Ana');
  await user.type(box('Apellidos'), 'Pérez');
  await user.type(box('Celular'), '5559990003');
  await user.type(screen.getByLabelText('Nueva contraseña'), 'una-clave-larga');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
}
