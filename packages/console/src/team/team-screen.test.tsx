import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { TeamScreen } from './team-screen';

useMswServer();

function renderTeam(access: 'ally_admin' | 'ally_editor' = 'ally_admin', language: 'es' | 'en' = 'es') {
  const session = consoleSession(access, 'impulsa');
  return renderWithProviders(<TeamScreen />, {
    route: '/mx/impulsa/consola/equipo',
    path: allyRoutePattern('consoleTeam'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('TeamScreen', () => {
  it('lists the members (the admin marked as themself) and the pending invitations', async () => {
    renderTeam();
    const members = await screen.findByRole('region', { name: 'Miembros' });
    expect(within(members).getByText('Adriana Admin (tú)')).toBeInTheDocument();
    expect(within(members).getByRole('combobox', { name: 'Rol de Elena Editora' })).toHaveValue('ally_editor');
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(
      within(pending).getByRole('button', { name: 'Anular la invitación a pendiente@impulsa.example' }),
    ).toBeInTheDocument();
  });

  it('invites by email and says so; a bad address is refused on its field, a taken one too', async () => {
    const { user } = renderTeam();
    const form = await screen.findByRole('region', { name: 'Invitar a alguien' });
    const email = within(form).getByLabelText('Correo electrónico');
    const send = within(form).getByRole('button', { name: 'Enviar invitación' });
    // Tried: an address without a domain, then one that already has an account, then a new one.
    await user.type(email, 'sin-dominio');
    await user.click(send);
    expect(email).toHaveAccessibleDescription(expect.stringMatching(/correo/i));
    await user.clear(email);
    await user.type(email, 'demo@crecer.example');
    await user.click(send);
    expect(await within(form).findByText('Esa dirección ya tiene una cuenta.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nuevo@impulsa.example');
    await user.selectOptions(within(form).getByLabelText('Rol'), 'ally_admin');
    await user.click(send);
    expect(await within(form).findByText(/Enviamos la invitación a nuevo@impulsa.example/)).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(
      await within(pending).findByRole('button', { name: 'Anular la invitación a nuevo@impulsa.example' }),
    ).toBeInTheDocument();
  });

  it('keeps the last admin: demoting themself is refused and said', async () => {
    const { user } = renderTeam();
    const role = await screen.findByRole('combobox', { name: 'Rol de Adriana Admin' });
    await user.selectOptions(role, 'ally_editor');
    expect(await screen.findByText('El equipo necesita al menos una persona en administración.')).toBeInTheDocument();
  });

  it('removes a member only after asking', async () => {
    const { user } = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Quitar a Elena Editora del equipo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Elena Editora del equipo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('Elena Editora ya no forma parte del equipo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('editor@impulsa.example')).not.toBeInTheDocument());
    expect(mockState().users.some(({ user: member }) => member.email === 'editor@impulsa.example')).toBe(false);
  });

  it('tells an editor the team is for admins', async () => {
    renderTeam('ally_editor', 'en');
    expect(await screen.findByText("Only the team's admins can see and change the team.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });
});
