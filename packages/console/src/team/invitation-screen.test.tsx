import { allyRoutePattern } from '@aula/contracts/site-paths';
import { MOCK_INVITATION_TOKEN } from '@aula/mocks/fixtures/team-invitations';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { InvitationScreen } from './invitation-screen';

useMswServer();

function renderInvitation(token: string) {
  return renderWithProviders(<InvitationScreen />, {
    route: `/mx/impulsa/invitacion-equipo?token=${token}`,
    path: allyRoutePattern('consoleInvitation'),
    messages: [consoleMessages],
    preloadedState: { session: { site: { country: 'mx', allyCode: 'impulsa' }, signedIn: false, user: null } },
  });
}

describe('InvitationScreen', () => {
  it('lets the invited person choose a name and password, then opens the console signed in', async () => {
    const { user, store } = renderInvitation(MOCK_INVITATION_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Únete al equipo de Impulsa' })).toBeInTheDocument();
    expect(screen.getByText(/pendiente@impulsa.example para editar sus contenidos/)).toBeInTheDocument();
    // Tried first: no name and a short password.
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'corta');
    await user.click(screen.getByRole('button', { name: 'Entrar a la consola' }));
    expect(screen.getByLabelText('Tu nombre')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Tu nombre'), 'Paula Pendiente');
    await user.clear(screen.getByLabelText('Contraseña', { selector: 'input' }));
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'Cuaderno-de-recetas-7');
    await user.click(screen.getByRole('button', { name: 'Entrar a la consola' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mx/impulsa/consola');
    expect(store.getState().session).toMatchObject({ signedIn: true, user: { access: 'ally_editor' } });
  });

  it('says plainly when the link no longer works', async () => {
    renderInvitation('mock-invitation-token-unknown-9999');
    expect(await screen.findByRole('heading', { name: 'Esta invitación ya no sirve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al sitio' })).toHaveAttribute('href', '/mx/impulsa');
  });
});
