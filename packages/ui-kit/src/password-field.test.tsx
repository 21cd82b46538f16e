import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { renderUi } from './test/render';

describe('PasswordField', () => {
  it('hides the password until asked to show it, and hides it again', async () => {
    const { user } = renderUi(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties its error to the input', () => {
    renderUi(<PasswordField label="Contraseña" error="Escribe tu contraseña." />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Escribe tu contraseña.');
  });

  it('names what a PIN box holds on its reveal button, an eye that takes no width of words', async () => {
    const { user } = renderUi(<PasswordField label="PIN" secret="pin" />);
    const reveal = screen.getByRole('button', { name: 'Mostrar PIN' });
    expect(reveal).toHaveTextContent('');
    expect(reveal.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(reveal);
    expect(screen.getByRole('button', { name: 'Ocultar PIN' })).toBeInTheDocument();
  });
});
