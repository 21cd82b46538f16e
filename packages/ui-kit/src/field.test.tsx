import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './field';
import { renderUi } from './test/render';

function DateField({ hint, error }: { hint?: string; error?: string }) {
  return (
    <Field label="Fecha de nacimiento" hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <Input id={inputId} aria-describedby={describedBy} aria-invalid={invalid || undefined} $invalid={invalid} />
      )}
    </Field>
  );
}

describe('Field', () => {
  it('names the input by its label and describes it by nothing when there is no hint or error', () => {
    renderUi(<DateField />);
    const input = screen.getByRole('textbox', { name: 'Fecha de nacimiento' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeInvalid();
  });

  it('describes the input by its hint and its error, in that order', () => {
    renderUi(<DateField hint="Día, mes y año." error="La fecha debe estar entre 1900 y hoy." />);
    const input = screen.getByRole('textbox', { name: 'Fecha de nacimiento' });
    expect(input).toHaveAccessibleDescription('Día, mes y año. La fecha debe estar entre 1900 y hoy.');
    expect(input).toBeInvalid();
  });

  it('keeps an empty polite error region in the page, so a later error is read out', async () => {
    function SubmitLater() {
      const [error, setError] = useState<string>();
      return (
        <>
          <DateField error={error} />
          <button type="button" onClick={() => setError('Escribe la fecha.')}>
            Guardar
          </button>
        </>
      );
    }
    const { user } = renderUi(<SubmitLater />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(region).toHaveTextContent('Escribe la fecha.');
  });

  it('draws an invalid input’s border in the danger colour', () => {
    const { theme } = renderUi(<DateField error="Escribe la fecha." />);
    expect(screen.getByRole('textbox')).toHaveStyle({ borderColor: theme.colors.danger });
  });
});
