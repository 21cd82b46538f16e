import { useCombobox } from 'downshift';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Field, type FieldIds, FieldRow, FieldSideButton, Input } from './field';
import { TOUCH_TARGET } from './focus-ring';
import { Spinner } from './spinner';
import { type LoadOptions, type SelectOption, useOptionSearch } from './use-option-search';

export type { LoadOptions, SelectOption };

/** The words the select says itself; each defaults to the 'ui' catalogue (spec §8). */
export interface SearchableSelectTexts {
  noResults: string;
  typeToSearch: string;
  addItem: string;
  loading: string;
  clearAll: string;
}

export interface SearchableSelectProps {
  label: string;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  loadOptions: LoadOptions;
  /** Turns on "add item": makes an option from the typed text (it may save it first). */
  onCreateOption?: (text: string) => SelectOption | Promise<SelectOption>;
  clearable?: boolean;
  /** How long typing must pause before a search is sent. */
  debounceMs?: number;
  /** Lists the options before anything is typed (for short catalogues): loadOptions gets ''. */
  searchEmpty?: boolean;
  /** Asks loadOptions again for the same text when this value changes (e.g. the map moved). */
  reloadKey?: unknown;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  texts?: Partial<SearchableSelectTexts>;
}

interface CreateItem {
  create: string;
}
type Item = SelectOption | CreateItem;

const isCreate = (item: Item): item is CreateItem => 'create' in item;
const itemToString = (item: Item | null) => (item ? (isCreate(item) ? item.create : item.label) : '');
const itemToKey = (item: Item | null) => (item ? (isCreate(item) ? `+${item.create}` : item.value) : null);

/** The polite status under the box (searching, no results...); shared with MultiSearchableSelect. */
export const SelectMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  /* Kept in the accessibility tree while empty: a live region must exist before it speaks. */
  &:empty {
    padding: 0;
  }
`;

// In the page flow rather than floating: on a small phone it never covers the field or the keyboard.
export const SelectListbox = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 16rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:empty {
    display: none;
  }
`;

export const SelectOptionItem = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  &[aria-selected='true'] {
    font-weight: 700;
  }
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}
`;

/**
 * A text box that searches as you type and offers the matches in a list (WAI-ARIA combobox via
 * downshift): arrows move, Enter picks, Escape closes; the state of the search is a polite status.
 */
export function SearchableSelect({ label, hint, error, ...props }: SearchableSelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <Combobox {...props} ids={ids} />}
    </Field>
  );
}

type ComboboxProps = Omit<SearchableSelectProps, 'label' | 'hint' | 'error'> & { ids: FieldIds };

function Combobox({ ids, value, onChange, loadOptions, onCreateOption, texts, ...options }: ComboboxProps) {
  const { clearable = true, debounceMs = 300, placeholder, disabled, searchEmpty, reloadKey } = options;
  const { t } = useTranslation('ui');
  const words: SearchableSelectTexts = {
    noResults: t('select.noResults'),
    typeToSearch: t('select.typeToSearch'),
    addItem: t('select.addItem'),
    loading: t('select.loading'),
    clearAll: t('select.clearAll'),
    ...texts,
  };
  const inputRef = useRef<HTMLInputElement>(null);
  // The search follows the box; the box's text itself is downshift's own state (see below).
  const [query, setQuery] = useState('');
  const search = useOptionSearch(query, loadOptions, debounceMs, { searchEmpty, reloadKey });

  const found = search.status === 'done' ? search.options : [];
  const exists = found.some((option) => option.label.toLocaleLowerCase() === search.query.toLocaleLowerCase());
  const items: Item[] =
    onCreateOption && search.status === 'done' && !exists ? [...found, { create: search.query }] : found;

  // The typed text is not controlled from here: downshift tells of a change only in an effect after
  // the render, and a controlled box drew the previous text meanwhile, so on a busy phone a letter
  // typed in between was lost ("Guadalajara" arrived as "Gudalajara").
  const { isOpen, highlightedIndex, inputValue, getInputProps, getMenuProps, getItemProps, setInputValue } =
    useCombobox<Item>({
      items,
      itemToString,
      itemToKey,
      inputId: ids.inputId,
      labelId: ids.labelId,
      selectedItem: value,
      initialInputValue: value?.label ?? '',
      onInputValueChange: ({ inputValue: text = '', type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(text);
      },
      onSelectedItemChange: async ({ selectedItem }) => {
        if (!selectedItem || !isCreate(selectedItem)) return onChange(selectedItem ?? null);
        if (onCreateOption) onChange(await onCreateOption(selectedItem.create));
      },
    });

  const clear = () => {
    onChange(null);
    setInputValue('');
    setQuery('');
    inputRef.current?.focus();
  };

  let message = '';
  if (search.status === 'loading') message = words.loading;
  else if (search.status === 'idle') message = words.typeToSearch;
  else if (search.status === 'error') message = t('errorTitle');
  else if (found.length === 0) message = words.noResults;

  return (
    <>
      <FieldRow>
        <Input
          {...getInputProps({ ref: inputRef, disabled, placeholder })}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          $invalid={ids.invalid}
        />
        {clearable && !disabled && (value || inputValue) && (
          <FieldSideButton type="button" onClick={clear}>
            {words.clearAll}
          </FieldSideButton>
        )}
      </FieldRow>
      <SelectMessage role="status">
        {isOpen && message && search.status === 'loading' && <Spinner $size="sm" />}
        {isOpen ? message : ''}
      </SelectMessage>
      <SelectListbox {...getMenuProps()} $open={isOpen}>
        {isOpen &&
          items.map((item, index) => (
            <SelectOptionItem
              key={itemToKey(item)}
              $highlighted={highlightedIndex === index}
              {...getItemProps({ item, index })}
            >
              {isCreate(item) ? `${words.addItem}: ${item.create}` : item.label}
            </SelectOptionItem>
          ))}
      </SelectListbox>
    </>
  );
}
