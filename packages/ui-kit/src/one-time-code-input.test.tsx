import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OneTimeCodeInput } from './one-time-code-input';
import { renderUi } from './test/render';

function Controlled({ onComplete, error }: { onComplete?: (code: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OneTimeCodeInput label="Código" value={value} onChange={setValue} onComplete={onComplete} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (index: number) => screen.getByRole('textbox', { name: index === 1 ? 'Código' : `Dígito ${index} de 6` });

describe('OneTimeCodeInput', () => {
  it('offers the first box to the one-time-code autofill, numeric, in a labelled group', () => {
    renderUi(<Controlled />);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('group', { name: 'Código' })).toBeInTheDocument();
  });

  it('moves to the next box while typing and reports the full code once', async () => {
    const onComplete = vi.fn();
    const { user } = renderUi(<Controlled onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('48');
    expect(box(3)).toHaveFocus();
    await user.keyboard('2913');
    expect(screen.getByTestId('value')).toHaveTextContent('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('ignores letters typed into a box (bad input "a")', async () => {
    const { user } = renderUi(<Controlled />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(box(1)).toHaveValue('');
  });

  it('spreads a pasted code with spaces and dashes over every box', async () => {
    const onComplete = vi.fn();
    const { user } = renderUi(<Controlled onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('48-29 13');
    expect([1, 2, 3, 4, 5, 6].map((index) => (box(index) as HTMLInputElement).value).join('')).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('takes an autofilled code arriving in one box as the whole code', () => {
    const onComplete = vi.fn();
    renderUi(<Controlled onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '731904' } });
    expect(screen.getByTestId('value')).toHaveTextContent('731904');
    expect(onComplete).toHaveBeenCalledWith('731904');
  });

  it('goes back a box on Backspace from an empty box', async () => {
    const { user } = renderUi(<Controlled />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
  });

  it('marks every box invalid and describes them with the error', () => {
    renderUi(<Controlled error="El código no es correcto." />);
    expect(box(1)).toBeInvalid();
    expect(box(6)).toHaveAccessibleDescription('El código no es correcto.');
  });
});
