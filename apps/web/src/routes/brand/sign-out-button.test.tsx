import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shellMessages } from './shell-messages';
import { SignOutButton } from './sign-out-button';
// Loaded up front: the button fetches the question at the tap, which on a busy machine outlasts findBy's wait.
import './sign-out-question';

function renderButton(language: 'es' | 'en' = 'es') {
  const onSignOut = vi.fn();
  const rendered = renderWithProviders(<SignOutButton signingOut={false} onSignOut={onSignOut} />, {
    messages: [shellMessages],
    language,
  });
  return { ...rendered, onSignOut };
}

describe('the header’s sign-out', () => {
  it('carries its word, which is also its name, in Spanish and English (e2e sign-out holds it visible at 320 px)', () => {
    renderButton('es');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveTextContent('Cerrar sesión');
  });

  it('names it in English too', () => {
    renderButton('en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveTextContent('Sign out');
  });

  it('asks before ending the session: one tap only opens the question, and staying ends nothing', async () => {
    const { user, onSignOut } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Tu avance queda guardado'));
    // The safe answer has the focus, so a second accidental tap or Enter does not sign out.
    expect(screen.getByRole('button', { name: 'Seguir aquí' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out once the learner confirms, from the keyboard', async () => {
    const { user, onSignOut } = renderButton();
    screen.getByRole('button', { name: 'Cerrar sesión' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '¿Cerrar sesión?' });
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
