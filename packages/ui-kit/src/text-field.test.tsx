import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderUi(<TextField label="Correo electrónico" hint="El que usaste al registrarte" />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAccessibleDescription('El que usaste al registrarte');
    expect(input).not.toBeInvalid();
  });

  it('marks itself invalid and announces the error politely', () => {
    renderUi(<TextField label="Correo electrónico" error="Revisa tu correo." />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Revisa tu correo.');
    expect(screen.getByText('Revisa tu correo.')).toHaveAttribute('aria-live', 'polite');
  });
});
