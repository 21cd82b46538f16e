import { allyRoutePattern } from '@aula/contracts/site-paths';
import { CITY_OUTSIDE_ITS_STATE } from '@aula/mocks/fixtures/addresses';
import { useMswServer } from '@aula/testing/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedAna } from '../test-fixtures';
import { renderSignedIn } from '../test-render';
import { BusinessDataScreen } from './business-data-screen';

const server = useMswServer();
const ROUTE = '/mx/impulsa/seccion/perfil/negocio';
const renderScreen = () => renderSignedIn(<BusinessDataScreen />, ROUTE, allyRoutePattern('businessData'));

const box = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

/** Every PATCH body the screen sends. */
function patches() {
  const sent: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PATCH') sent.push(await request.clone().json());
  });
  return sent;
}

async function loaded() {
  await screen.findByRole('textbox', { name: 'Nombre del negocio' });
  // The state's cities arrive after the states: wait until the city shows.
  await waitFor(() => expect(combo('Ciudad o municipio')).toHaveValue('Coyoacán'));
}

// The whole form with its map renders in jsdom at each step: on a busy 2-core CI machine one
// journey takes well over the package's 15 s default, so this screen gets a wider budget.
describe('BusinessDataScreen', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedAna();
  });

  it('shows the saved business with catalogue labels, its address and its pin on the map', async () => {
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos…');
    await loaded();
    expect(box('Nombre del negocio')).toHaveValue('Pasteles Ana');
    expect(combo('Giro del negocio')).toHaveValue('Fonda');
    expect(combo('Estado o departamento')).toHaveValue('Ciudad de México');
    expect(box('Código postal')).toHaveValue('04100');
    expect(
      within(screen.getByRole('list', { name: '¿Qué quieres mejorar?: elegidos' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Pin del negocio en 19.3467, -99.1617/ })).toBeInTheDocument();
  });

  it('refuses a 300-character business name with the contract’s limit next to the field', async () => {
    const sent = patches();
    const { user } = renderScreen();
    await loaded();
    await user.clear(box('Nombre del negocio'));
    await user.click(box('Nombre del negocio'));
    await user.paste('N'.repeat(300));
    await user.click(save());
    expect(box('Nombre del negocio')).toHaveAccessibleDescription('Usa como máximo 120 caracteres.');
    expect(box('Nombre del negocio')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('asks for the street of an address (cleared) and a founding year from 1900 to now (19), sending nothing', async () => {
    const sent = patches();
    const { user } = renderScreen();
    await loaded();
    await user.clear(box('Calle'));
    await user.clear(box('Año en que empezó'));
    await user.type(box('Año en que empezó'), '19');
    await user.click(save());
    expect(box('Calle')).toHaveAccessibleDescription('Completa este campo.');
    expect(box('Año en que empezó')).toHaveAccessibleDescription(/Escribe un año entre 1900 y este año/);
    expect(sent).toEqual([]);
  });

  it('says an unknown postal code (99999) is unknown and lets the learner choose state and city', async () => {
    const { user } = renderScreen();
    await loaded();
    await user.clear(box('Código postal'));
    await user.type(box('Código postal'), '99999');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('No encontramos este código postal. Elige el estado y la ciudad en la lista.'),
    ).toBeInTheDocument();
    expect(combo('Estado o departamento')).toBeEnabled();
  });

  it('fills state, city and neighbourhood from a postal code, and moves the pin there', async () => {
    const { user } = renderScreen();
    await loaded();
    await user.clear(box('Código postal'));
    await user.type(box('Código postal'), '44100');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(combo('Estado o departamento')).toHaveValue('Jalisco'));
    await waitFor(() => expect(combo('Ciudad o municipio')).toHaveValue('Guadalajara'));
    expect((box('Colonia o barrio') as HTMLInputElement).value).toMatch(/Centro/);
    expect(screen.getByRole('button', { name: /Pin del negocio en 20.6597, -103.3496/ })).toBeInTheDocument();
  });

  it('offers the settlements of a postal code that has several (04100) and fills the one chosen', async () => {
    const { user } = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('radio', { name: 'Del Carmen' }));
    expect(box('Colonia o barrio')).toHaveValue('Del Carmen');
  });

  it('refuses a city from another state (Guadalajara in Ciudad de México) next to the city field', async () => {
    server.use(
      http.get('*/api/business_data/', () =>
        HttpResponse.json({
          business_name: 'Pasteles Ana',
          business_type_id: 2,
          employee_number_id: 2,
          weekly_income_id: 2,
          founded_year: 2019,
          phone_number: null,
          improvement_ids: [],
          address: CITY_OUTSIDE_ITS_STATE,
        }),
      ),
    );
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: 'Nombre del negocio' });
    await waitFor(() => expect(combo('Estado o departamento')).toHaveValue('Ciudad de México'));
    await user.click(save());
    await waitFor(() =>
      expect(combo('Ciudad o municipio')).toHaveAccessibleDescription('Esta ciudad no está en el estado que elegiste.'),
    );
  });

  it("shows the server's refusal of a field next to it", async () => {
    server.use(
      http.patch('*/api/business_data/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'address.city', reason: 'is not in this geographic area' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderScreen();
    await loaded();
    await user.clear(box('Calle'));
    await user.type(box('Calle'), 'Av. Universidad');
    await user.click(save());
    await waitFor(() =>
      expect(combo('Ciudad o municipio')).toHaveAccessibleDescription('Esta ciudad no está en el estado que elegiste.'),
    );
    expect(await screen.findByText('Revisa los datos marcados e intenta de nuevo.')).toBeInTheDocument();
  });

  it("asks 'Modificar dirección' or 'Continuar' when the pin is far from the city, and saves on Continuar", async () => {
    const sent = patches();
    const { user } = renderScreen();
    await loaded();
    const pin = screen.getByRole('button', { name: /Pin del negocio/ });
    for (let press = 0; press < 3; press += 1) fireEvent.keyDown(pin, { key: 'ArrowRight' });
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: '¿Tu dirección es correcta?' });
    expect(dialog).toHaveTextContent(/El pin del mapa está a \d+ km de Coyoacán/);
    await user.click(within(dialog).getByRole('button', { name: 'Modificar dirección' }));
    expect(sent).toEqual([]);
    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Listo, guardamos tus cambios.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveProperty('address.city', 'Coyoacán');
  });

  it('chooses a place from the search (offline maps): it fills state and city and moves the pin', async () => {
    const { user } = renderScreen();
    await loaded();
    await user.type(combo('Buscar un lugar en el mapa'), 'zapopan');
    await user.click(await screen.findByRole('option', { name: 'Zapopan · Jalisco, México' }));
    await waitFor(() => expect(combo('Estado o departamento')).toHaveValue('Jalisco'));
    await waitFor(() => expect(combo('Ciudad o municipio')).toHaveValue('Zapopan'));
    expect(screen.getByRole('button', { name: /Pin del negocio en 20.7214, -103.3918/ })).toBeInTheDocument();
  });

  it('orders the place suggestions by the map on screen, and re-orders them when the map moves', async () => {
    const { user } = renderScreen();
    await loaded();
    const search = combo('Buscar un lugar en el mapa');
    await user.type(search, 'o');
    // Around Coyoacán the nearest match comes first.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Coyoacán/));
    // Six steps east (about 1.3°): Cholula is now on the map and Coyoacán is not.
    const map = screen.getByRole('group', { name: 'Mapa: usa las flechas para moverlo' });
    for (let press = 0; press < 6; press += 1) fireEvent.keyDown(map, { key: 'ArrowRight' });
    // The list is still open: the new bounds (sampled every 200 ms) ask again for the same text.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Cholula/));
  });

  it('saves the improvements chosen (multi-select), says so and keeps them', async () => {
    const sent = patches();
    const { user } = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Quitar Vender más' }));
    await user.click(combo('¿Qué quieres mejorar?'));
    const options = await screen.findAllByRole('option', { selected: false });
    await user.click(options[0] as HTMLElement);
    await user.click(save());
    expect(await screen.findByText('Listo, guardamos tus cambios.')).toBeInTheDocument();
    expect(Object.keys(sent[0] ?? {})).toEqual(['improvement_ids']);
    expect(sent[0]?.improvement_ids).toHaveLength(2);
  });

  it('offers a retry when a catalogue cannot be loaded', async () => {
    server.use(http.get('*/admin/catalogs/business_types/', () => HttpResponse.json({}, { status: 500 })));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
