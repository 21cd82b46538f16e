import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';
import { renderUi } from './test/render';

describe('PasswordStrengthMeter', () => {
  it('gives advice before anything is typed', () => {
    renderUi(<PasswordStrengthMeter password="" id="meter" />);
    expect(document.getElementById('meter')).toHaveTextContent('Usa al menos 8 caracteres.');
  });

  it('writes the level out (not only a colour) in a polite live region', () => {
    renderUi(
      <>
        <PasswordStrengthMeter password="12345678" id="weak" />
        <PasswordStrengthMeter password="Mitienda2026" id="strong" />
      </>,
    );
    const verdict = document.getElementById('weak');
    expect(verdict).toHaveAttribute('aria-live', 'polite');
    expect(verdict).toHaveTextContent('Seguridad: débil.');
    expect(document.getElementById('strong')).toHaveTextContent('Seguridad: fuerte.');
  });

  it('speaks English when the interface does', () => {
    renderUi(<PasswordStrengthMeter password="mitienda" />, { language: 'en' });
    expect(screen.getByText('Strength: fair.')).toBeInTheDocument();
  });
});
