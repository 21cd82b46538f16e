import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { AlliesScreen } from './allies-screen';

useMswServer();

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

  it('tells an ally admin the place is for staff', async () => {
    renderAllies('ally_admin');
    expect(await screen.findByText('Solo el personal de la plataforma puede ver y crear aliados.')).toBeInTheDocument();
  });
});
