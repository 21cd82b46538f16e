import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSearchableSelect, type MultiSearchableSelectProps } from './multi-select';
import { typeKeysInOneGo } from './test/keys-in-one-go';
import { renderUi } from './test/render';
import type { LoadOptions, SelectOption } from './use-option-search';

const improvements: SelectOption[] = [
  { value: '1', label: 'Vender más' },
  { value: '2', label: 'Llevar mejor mis cuentas' },
  { value: '3', label: 'Vender por internet' },
];

const searchImprovements: LoadOptions = async (query) =>
  improvements.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));

function Harness({ onPick, ...props }: Partial<MultiSearchableSelectProps> & { onPick?: (v: SelectOption[]) => void }) {
  const [values, setValues] = useState<SelectOption[]>(props.values ?? []);
  return (
    <MultiSearchableSelect
      label="Mejoras"
      loadOptions={searchImprovements}
      debounceMs={0}
      searchEmpty
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        onPick?.(next);
      }}
    />
  );
}

const chips = () => within(screen.getByRole('list', { name: 'Mejoras: elegidos' })).queryAllByRole('listitem');

describe('MultiSearchableSelect', () => {
  it('keeps every letter when the next key comes before React has drawn the last one (a busy phone)', async () => {
    renderUi(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Mejoras' });
    typeKeysInOneGo(box, 'ven');
    await act(async () => {});
    expect(box).toHaveValue('ven');
  });

  it('adds several picks in a row as chips, keeping the list open', async () => {
    const onPick = vi.fn();
    const { user } = renderUi(<Harness onPick={onPick} />);
    await user.click(screen.getByRole('combobox', { name: 'Mejoras' }));
    await user.click(await screen.findByRole('option', { name: /Vender más/ }));
    await user.click(screen.getByRole('option', { name: /Vender por internet/ }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Vender más', 'Vender por internet']);
    expect(onPick).toHaveBeenLastCalledWith([improvements[0], improvements[2]]);
    expect(screen.getByRole('option', { name: /Vender más/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Llevar mejor/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('removes a choice with its chip button or by picking it again', async () => {
    const { user } = renderUi(<Harness values={improvements} />);
    await user.click(screen.getByRole('button', { name: 'Quitar Llevar mejor mis cuentas' }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Vender más', 'Vender por internet']);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /Vender más/ }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Vender por internet']);
  });

  it('refuses a pick beyond max and says so', async () => {
    const onPick = vi.fn();
    const { user } = renderUi(<Harness values={improvements.slice(0, 1)} max={1} onPick={onPick} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /Vender por internet/ }));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Puedes elegir 1 como máximo.');
  });

  it('chooses with the keyboard: arrows move, Enter picks', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('combobox'));
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chips().map((chip) => chip.textContent)).toHaveLength(1);
  });

  it('filters by what is typed and shows the error next to the field', async () => {
    const { user } = renderUi(<Harness error="Elige al menos una." />);
    await user.type(screen.getByRole('combobox'), 'internet');
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vender por internet']),
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Elige al menos una.');
  });
});
