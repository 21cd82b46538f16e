import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { AlliesScreen } from './allies-screen';

const server = useMswServer();

function renderAllies(access: 'staff' | 'ally_admin' = 'staff', language: 'es' | 'en' = 'es') {
  const session = consoleSession(access, access === 'staff' ? undefined : 'impulsa', 'impulsa');
  return renderWithProviders(<AlliesScreen />, {
    route: '/mx/impulsa/consola/aliados',
    path: allyRoutePattern('consoleAllies'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('AlliesScreen', () => {
  it('lists every ally with its state and a link to its site', async () => {
    renderAllies();
    const list = await screen.findByRole('region', { name: 'Todos los aliados' });
    expect(within(list).getByRole('link', { name: 'Ver el sitio de Impulsa' })).toHaveAttribute('href', '/mx/impulsa');
    expect(within(list).getAllByText('Activo')).toHaveLength(2);
  });

  it('creates an ally and says where its site is; bad input is refused on each field first', async () => {
    const { user } = renderAllies();
    const form = await screen.findByRole('region', { name: 'Crear un aliado' });
    const create = within(form).getByRole('button', { name: 'Crear aliado' });
    // Bad input: a code with spaces and capitals, no name, no country, no email.
    await user.type(within(form).getByLabelText('Código'), 'Con Espacios');
    await user.click(create);
    expect(await within(form).findByText(/Usa de 2 a 40 minúsculas/)).toBeInTheDocument();
    expect(within(form).getByText('Marca al menos un país.')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Países' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Código'));
    await user.type(within(form).getByLabelText('Código'), 'tercera');
    await user.type(within(form).getByLabelText('Nombre'), 'Tercera Financiera');
    await user.click(await within(form).findByRole('checkbox', { name: 'México' }));
    await user.type(within(form).getByLabelText('Correo de la primera persona de administración'), 'a@tercera.example');
    await user.click(create);
    expect(
      await within(form).findByText(
        'Creamos Tercera Financiera. Su sitio ya está en /mx/tercera y enviamos la invitación a a@tercera.example.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Todos los aliados' });
    expect(await within(list).findByRole('link', { name: 'Ver el sitio de Tercera Financiera' })).toBeInTheDocument();
  });

  it('a code another ally has is refused on its field', async () => {
    const { user } = renderAllies();
    const form = await screen.findByRole('region', { name: 'Crear un aliado' });
    await user.type(within(form).getByLabelText('Código'), 'crecer');
    await user.type(within(form).getByLabelText('Nombre'), 'Otro Crecer');
    await user.click(await within(form).findByRole('checkbox', { name: 'México' }));
    await user.type(within(form).getByLabelText('Correo de la primera persona de administración'), 'b@otro.example');
    await user.click(within(form).getByRole('button', { name: 'Crear aliado' }));
    expect(await within(form).findByText('Ese código ya es de otro aliado.')).toBeInTheDocument();
  });

  it('suspends an ally once asked, then restores it', async () => {
    const { user } = renderAllies('staff', 'en');
    const list = await screen.findByRole('region', { name: 'All allies' });
    await user.click(within(list).getByRole('button', { name: 'Suspend Crecer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Crecer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(list).findByText('We suspended Crecer.')).toBeInTheDocument();
    expect(await within(list).findByText(/Suspended since/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Restore Crecer' }));
    expect(await within(list).findByText('We restored Crecer.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByText('Active')).toHaveLength(2));
  });

  it("shows each ally's WhatsApp number, then sets one, refuses a taken id on its field, and clears it", async () => {
    const { user } = renderAllies();
    const list = await screen.findByRole('region', { name: 'Todos los aliados' });
    expect(within(list).getByText('Número de WhatsApp: +52 55 9876 5432')).toBeInTheDocument();
    expect(within(list).getByText('Sin número de WhatsApp')).toBeInTheDocument();

    const toggle = within(list).getByRole('button', { name: 'Número de WhatsApp de Impulsa' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(list).getByRole('form', { name: 'Número de WhatsApp de Impulsa' });
    const number = within(form).getByLabelText('Número de WhatsApp');
    const id = within(form).getByLabelText('Identificador del número en Meta');
    const save = within(form).getByRole('button', { name: 'Guardar número' });

    // Crecer's id: the API refuses it (409), and says so by the id's field.
    await user.type(number, '+52 55 1234 5678');
    await user.type(id, '106540352242922');
    await user.click(save);
    expect(await within(form).findByText('Otro aliado ya tiene ese identificador de Meta.')).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(id).toHaveAccessibleDescription(expect.stringContaining('Otro aliado ya tiene ese identificador de Meta.'));
    expect(number).not.toHaveAttribute('aria-invalid');

    await user.clear(id);
    await user.type(id, '123456789012');
    await user.click(save);
    expect(await within(form).findByText('Guardamos el número de WhatsApp de Impulsa.')).toBeInTheDocument();
    expect(await within(list).findByText('Número de WhatsApp: +52 55 1234 5678')).toBeInTheDocument();
    expect(within(list).queryByText('Sin número de WhatsApp')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Quitar número' }));
    expect(
      await within(form).findByText(
        'Quitamos el número de WhatsApp de Impulsa; lo atiende el número de la plataforma.',
      ),
    ).toBeInTheDocument();
    expect(await within(list).findByText('Sin número de WhatsApp')).toBeInTheDocument();
    expect(number).toHaveValue('');
  });

  it('sends whether a new number may create its account in the chat, and shows it on the ally', async () => {
    const sent: unknown[] = [];
    // Recorded, then answered by the mock API as usual.
    server.use(
      http.put('*/api/console/allies/impulsa/whatsapp/', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const { user } = renderAllies();
    const list = await screen.findByRole('region', { name: 'Todos los aliados' });
    await user.click(within(list).getByRole('button', { name: 'Número de WhatsApp de Impulsa' }));
    const form = within(list).getByRole('form', { name: 'Número de WhatsApp de Impulsa' });
    const allowed = within(form).getByRole('checkbox', { name: 'Permitir crear la cuenta en el chat' });
    expect(allowed).not.toBeChecked();
    expect(allowed).toHaveAccessibleDescription(expect.stringContaining('le pedimos su nombre'));
    await user.type(within(form).getByLabelText('Número de WhatsApp'), '+52 55 1234 5678');
    await user.type(within(form).getByLabelText('Identificador del número en Meta'), '123456789012');
    await user.click(allowed);
    await user.click(within(form).getByRole('button', { name: 'Guardar número' }));
    expect(await within(form).findByText('Guardamos el número de WhatsApp de Impulsa.')).toBeInTheDocument();
    expect(sent).toEqual([{ number: '+525512345678', phone_number_id: '123456789012', chat_registration: true }]);
    expect(await within(list).findByText(/· Se puede crear la cuenta en el chat$/)).toBeInTheDocument();

    // Unticked, it is sent as false (not left out), and the ally no longer says so.
    await user.click(allowed);
    await user.click(within(form).getByRole('button', { name: 'Guardar número' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ chat_registration: false });
    await waitFor(() => expect(within(list).queryByText(/Se puede crear la cuenta en el chat/)).toBeNull());
  });

  it("holds both buttons while a number is being saved, then keeps the ally's new number", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const whatsapp = { number: '+573001234567', phone_number_id: '777777' };
    // Held until the test lets it go, then answered by the mock API as usual.
    server.use(
      http.put('*/api/console/allies/crecer/whatsapp/', async () => {
        await answered;
      }),
    );
    const { user } = renderAllies('staff', 'en');
    const list = await screen.findByRole('region', { name: 'All allies' });
    await user.click(within(list).getByRole('button', { name: "Crecer's WhatsApp number" }));
    const form = within(list).getByRole('form', { name: "Crecer's WhatsApp number" });
    expect(within(form).getByLabelText('WhatsApp number')).toHaveValue('+525598765432');
    await user.clear(within(form).getByLabelText('WhatsApp number'));
    await user.type(within(form).getByLabelText('WhatsApp number'), whatsapp.number);
    await user.clear(within(form).getByLabelText("Meta's id of the number"));
    await user.type(within(form).getByLabelText("Meta's id of the number"), whatsapp.phone_number_id);
    await user.click(within(form).getByRole('button', { name: 'Save number' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: /Save number/ })).toBeDisabled());
    expect(within(form).getByRole('button', { name: /Save number/ })).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('button', { name: 'Remove number' })).toBeDisabled();
    answer();
    expect(await within(form).findByText("We saved Crecer's WhatsApp number.")).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save number' })).toBeEnabled();
    expect(await within(list).findByText('WhatsApp number: +57 300 123 4567')).toBeInTheDocument();
  });

  it('refuses a number without its country code on its field before asking the API', async () => {
    const { user } = renderAllies('staff', 'en');
    const list = await screen.findByRole('region', { name: 'All allies' });
    await user.click(within(list).getByRole('button', { name: "Impulsa's WhatsApp number" }));
    const form = within(list).getByRole('form', { name: "Impulsa's WhatsApp number" });
    await user.type(within(form).getByLabelText('WhatsApp number'), '5512');
    await user.type(within(form).getByLabelText("Meta's id of the number"), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(await within(form).findByText(/Write the number with \+ and the country code/)).toBeInTheDocument();
    expect(within(form).getByText(/Meta's id has 5 to 30 digits/)).toBeInTheDocument();
    expect(within(list).getByText('No WhatsApp number')).toBeInTheDocument();
  });

  it('tells an ally admin the place is for staff', async () => {
    renderAllies('ally_admin');
    expect(await screen.findByText('Solo el personal de la plataforma puede ver y crear aliados.')).toBeInTheDocument();
  });
});
