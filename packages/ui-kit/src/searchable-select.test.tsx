import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LoadOptions, SearchableSelect, type SearchableSelectProps, type SelectOption } from './searchable-select';
import { typeKeysInOneGo } from './test/keys-in-one-go';
import { renderUi } from './test/render';

const businessTypes: SelectOption[] = [
  { value: 'bakery', label: 'Panadería' },
  { value: 'sweet-bread', label: 'Pan dulce' },
  { value: 'tortilleria', label: 'Tortillería' },
];

const searchBusinessTypes: LoadOptions = async (query) =>
  businessTypes.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));

/** Enters the whole text at once (one search), then waits for the search to settle. */
async function search(user: ReturnType<typeof renderUi>['user'], text: string) {
  await user.click(screen.getByRole('combobox'));
  await user.paste(text);
  await vi.waitFor(() => {
    expect(screen.getByRole('status')).not.toHaveTextContent(/Cargando|Loading|Escribe|Type/);
  });
}

type HarnessProps = Partial<SearchableSelectProps> & { onPick?: (option: SelectOption | null) => void };

function Harness({ onPick, ...props }: HarnessProps) {
  const [value, setValue] = useState<SelectOption | null>(props.value ?? null);
  return (
    <SearchableSelect
      label="Giro del negocio"
      loadOptions={searchBusinessTypes}
      debounceMs={0}
      {...props}
      value={value}
      onChange={(option) => {
        setValue(option);
        onPick?.(option);
      }}
    />
  );
}

describe('SearchableSelect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps every letter when the next key comes before React has drawn the last one (a busy phone)', async () => {
    renderUi(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Giro del negocio' });
    typeKeysInOneGo(box, 'pan');
    await act(async () => {});
    expect(box).toHaveValue('pan');
  });

  it('asks the person to type before searching', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Giro del negocio' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escribe para buscar');
  });

  it('offers only the options matching what is typed', async () => {
    const { user } = renderUi(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Giro del negocio' }), 'pan');
    await vi.waitFor(() => {
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Panadería', 'Pan dulce']);
    });
    expect(screen.getByRole('listbox', { name: 'Giro del negocio' })).toBeInTheDocument();
  });

  it('says it is loading while the options are on their way', async () => {
    let answer: (options: SelectOption[]) => void = () => {};
    const loadOptions: LoadOptions = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const { user } = renderUi(<Harness loadOptions={loadOptions} />);
    await user.type(screen.getByRole('combobox'), 'tor');
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    await act(async () => answer([businessTypes[2] as SelectOption]));
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tortillería' })).toBeInTheDocument();
  });

  it('says nothing was found when the search comes back empty', async () => {
    const { user } = renderUi(<Harness />);
    await search(user, 'zapatería');
    expect(screen.getByRole('status')).toHaveTextContent('No encontramos resultados');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('is operable with the keyboard: arrow down and Enter pick an option', async () => {
    const onPick = vi.fn();
    const { user } = renderUi(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox');
    await search(user, 'pan');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(businessTypes[1]);
    expect(input).toHaveValue('Pan dulce');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the choice and the text with "Borrar todo"', async () => {
    const onPick = vi.fn();
    const { user } = renderUi(<Harness onPick={onPick} value={businessTypes[0]} />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Panadería');
    await user.click(screen.getByRole('button', { name: 'Borrar todo' }));
    expect(onPick).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar todo' })).not.toBeInTheDocument();
  });

  it('adds an item made from the typed text when nothing matches exactly', async () => {
    const onPick = vi.fn();
    const onCreateOption = vi.fn(async (text: string) => ({ value: 'new-1', label: text }));
    const { user } = renderUi(<Harness onPick={onPick} onCreateOption={onCreateOption} />);
    const input = screen.getByRole('combobox');
    await search(user, 'Mercería');
    await user.click(screen.getByRole('option', { name: 'Agregar: Mercería' }));
    expect(onCreateOption).toHaveBeenCalledWith('Mercería');
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledWith({ value: 'new-1', label: 'Mercería' }));
    expect(input).toHaveValue('Mercería');
  });

  it('does not offer to add what already exists', async () => {
    const { user } = renderUi(<Harness onCreateOption={(text) => ({ value: text, label: text })} />);
    await search(user, 'panadería');
    expect(screen.getByRole('option', { name: 'Panadería' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Agregar/ })).not.toBeInTheDocument();
  });

  it('takes its words from props over the catalogue, and speaks English', async () => {
    const first = renderUi(<Harness texts={{ typeToSearch: 'Busca tu giro' }} />);
    await first.user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('status')).toHaveTextContent('Busca tu giro');
    first.unmount();
    const second = renderUi(<Harness />, { language: 'en' });
    await search(second.user, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No items found');
  });

  it('searches once typing pauses for the debounce time, not on every key', async () => {
    // Only the timers: React's scheduler and user-event keep their own clocks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loadOptions = vi.fn(searchBusinessTypes);
    renderUi(<Harness loadOptions={loadOptions} debounceMs={300} />);
    const input = screen.getByRole('combobox');
    for (const text of ['p', 'pa', 'pan']) {
      fireEvent.change(input, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(200));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(loadOptions).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(99));
    expect(loadOptions).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('pan', expect.any(AbortSignal));
    expect(screen.getByRole('option', { name: 'Panadería' })).toBeInTheDocument();
  });

  it('ignores the answer to an older query once a newer one was sent', async () => {
    const answers = new Map<string, (options: SelectOption[]) => void>();
    const loadOptions: LoadOptions = (query) => new Promise((resolve) => answers.set(query, resolve));
    const { user } = renderUi(<Harness loadOptions={loadOptions} debounceMs={0} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'p');
    await vi.waitFor(() => expect(answers.has('p')).toBe(true));
    await user.type(input, 'a');
    await vi.waitFor(() => expect(answers.has('pa')).toBe(true));
    await act(async () => answers.get('pa')?.([businessTypes[0] as SelectOption]));
    await act(async () => answers.get('p')?.(businessTypes));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Panadería']);
  });

  it('lists every option before anything is typed when searchEmpty is on (a short catalogue)', async () => {
    const loadOptions = vi.fn(searchBusinessTypes);
    const { user } = renderUi(<Harness loadOptions={loadOptions} searchEmpty />);
    await user.click(screen.getByRole('combobox', { name: 'Giro del negocio' }));
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(loadOptions).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await user.click(screen.getByRole('option', { name: 'Tortillería' }));
    expect(screen.getByRole('combobox')).toHaveValue('Tortillería');
  });

  it('asks again for the same text when reloadKey changes (the map moved), not before', async () => {
    const loadOptions = vi.fn(searchBusinessTypes);
    function Moving() {
      const [key, setKey] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setKey((current) => current + 1)}>
            move
          </button>
          <Harness loadOptions={loadOptions} reloadKey={key} />
        </>
      );
    }
    const { user } = renderUi(<Moving />);
    await search(user, 'pan');
    expect(loadOptions).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'move' }));
    await vi.waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2));
    expect(loadOptions).toHaveBeenLastCalledWith('pan', expect.any(AbortSignal));
  });
});
