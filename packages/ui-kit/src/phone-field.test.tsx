import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type PhoneValue, toInternationalNumber } from './dial-codes';
import { PhoneField } from './phone-field';
import { renderUi } from './test/render';

function Harness() {
  const [value, setValue] = useState<PhoneValue>({ country: 'mx', number: '' });
  return (
    <>
      <PhoneField label="Celular" value={value} onChange={setValue} countries={['mx', 'co', 'pe']} />
      <output>{toInternationalNumber(value)}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('joins the chosen dial code and the typed number', async () => {
    const { user } = renderUi(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 5000 0001');
    expect(screen.getByRole('status')).toHaveTextContent('+525550000001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clave de país' }), 'Colombia (+57)');
    expect(screen.getByRole('status')).toHaveTextContent('+575550000001');
    // The row shows the short code; the full country names stay in the list.
    expect(screen.getByText('+57')).toBeInTheDocument();
  });

  it('keeps a number typed with its own plus as it is', () => {
    expect(toInternationalNumber({ country: 'mx', number: '+57 300 000 0001' })).toBe('+573000000001');
    expect(toInternationalNumber({ country: 'mx', number: '' })).toBe('');
  });

  it('names the countries with one Intl.DisplayNames per language, not one per country and keystroke', async () => {
    // The lib types mark Intl's members read-only; the test swaps the constructor and puts it back.
    const intl = Intl as unknown as { DisplayNames: typeof Intl.DisplayNames };
    const Original = intl.DisplayNames;
    const made = vi.fn();
    intl.DisplayNames = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made();
      }
    } as typeof Intl.DisplayNames;
    try {
      const { user } = renderUi(<Harness />);
      await user.type(screen.getByRole('textbox', { name: 'Celular' }), '555');
      // Three countries, four renders: at most the one made for Spanish (none if an earlier test made it).
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
      expect(screen.getByRole('option', { name: 'Perú (+51)' })).toBeInTheDocument();
    } finally {
      intl.DisplayNames = Original;
    }
  });
});
