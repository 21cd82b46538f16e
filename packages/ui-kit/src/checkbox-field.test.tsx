import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { renderUi } from './test/render';

describe('CheckboxField', () => {
  it('toggles from its label and reads its error with it', async () => {
    const { user } = renderUi(<CheckboxField label="Acepto los términos" error="Acepta los términos." />);
    const box = screen.getByRole('checkbox', { name: 'Acepto los términos' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Acepta los términos.');
    await user.click(screen.getByText('Acepto los términos'));
    expect(box).toBeChecked();
  });

  it('reads its hint with it, before an error', () => {
    renderUi(
      <CheckboxField label="Otorga certificado" hint="Quien lo termine recibe uno." error="Revisa este dato." />,
    );
    expect(screen.getByRole('checkbox', { name: 'Otorga certificado' })).toHaveAccessibleDescription(
      'Quien lo termine recibe uno. Revisa este dato.',
    );
  });

  it('is valid without an error', () => {
    renderUi(<CheckboxField label="Acepto" />);
    expect(screen.getByRole('checkbox', { name: 'Acepto' })).not.toBeInvalid();
  });
});
