import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, type FieldIds, Input } from './field';
import { IconButton } from './icon-button';
import { X } from './icons';
import { RowList } from './row-list';
import { SelectListbox, SelectMessage, SelectOptionItem } from './searchable-select';
import { Spinner } from './spinner';
import { type LoadOptions, type SelectOption, useOptionSearch } from './use-option-search';

export interface MultiSearchableSelectProps {
  label: string;
  values: SelectOption[];
  onChange: (values: SelectOption[]) => void;
  loadOptions: LoadOptions;
  /** Lists the options before anything is typed (short catalogues). */
  searchEmpty?: boolean;
  /** At most this many can be chosen; further picks are refused with a message. */
  max?: number;
  debounceMs?: number;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

const Chips = styled(RowList)`
  &:empty {
    display: none;
  }
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Check = styled.span`
  margin-inline-end: ${({ theme }) => theme.space.sm};
  min-width: 1em;
`;

/**
 * Several options from a searchable list: picking an option adds it as a chip (or removes it when
 * already chosen) and keeps the list open for the next pick; each chip has its own remove button.
 */
export function MultiSearchableSelect({ label, hint, error, ...props }: MultiSearchableSelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <MultiCombobox {...props} ids={ids} label={label} />}
    </Field>
  );
}

type MultiComboboxProps = Omit<MultiSearchableSelectProps, 'hint' | 'error'> & { ids: FieldIds };

function MultiCombobox({ ids, label, values, onChange, loadOptions, max, ...options }: MultiComboboxProps) {
  const { debounceMs = 300, placeholder, disabled, searchEmpty } = options;
  const { t } = useTranslation('ui');
  // What the search is for; the box's text itself is downshift's own state (as in SearchableSelect:
  // a controlled box lost letters typed on a busy phone).
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);
  const search = useOptionSearch(query, loadOptions, debounceMs, { searchEmpty });
  const items = search.status === 'done' ? search.options : [];
  const isChosen = (item: SelectOption) => values.some((value) => value.value === item.value);

  const toggle = (item: SelectOption) => {
    if (isChosen(item)) {
      setRefused(false);
      onChange(values.filter((value) => value.value !== item.value));
    } else if (max !== undefined && values.length >= max) {
      setRefused(true);
    } else {
      setRefused(false);
      onChange([...values, item]);
    }
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<SelectOption>({
    items,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value ?? null,
    inputId: ids.inputId,
    labelId: ids.labelId,
    selectedItem: null,
    // A pick keeps the list open and the typed text, so several options are chosen in a row.
    stateReducer: (state, { changes, type }) => {
      const { InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;
      if (type === InputKeyDownEnter || type === ItemClick) {
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
      }
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue: text }) => {
      const { InputKeyDownEnter, ItemClick, InputChange } = useCombobox.stateChangeTypes;
      if ((type === InputKeyDownEnter || type === ItemClick) && selectedItem) toggle(selectedItem);
      if (type === InputChange) setQuery(text ?? '');
    },
  });

  let message = '';
  if (search.status === 'loading') message = t('select.loading');
  else if (search.status === 'idle') message = t('select.typeToSearch');
  else if (search.status === 'error') message = t('errorTitle');
  else if (items.length === 0) message = t('select.noResults');

  return (
    <>
      <Chips aria-label={t('select.chosen', { label })}>
        {values.map((item) => (
          <Chip key={item.value}>
            {item.label}
            {!disabled && (
              <IconButton aria-label={t('select.remove', { label: item.label })} onClick={() => toggle(item)}>
                <X size={18} />
              </IconButton>
            )}
          </Chip>
        ))}
      </Chips>
      <Input
        {...getInputProps({ disabled, placeholder })}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        $invalid={ids.invalid}
      />
      <SelectMessage role="status">
        {isOpen && search.status === 'loading' && <Spinner $size="sm" />}
        {refused ? t('select.max', { count: max }) : isOpen ? message : ''}
      </SelectMessage>
      <SelectListbox {...getMenuProps({ 'aria-multiselectable': true })} $open={isOpen}>
        {isOpen &&
          items.map((item, index) => (
            <SelectOptionItem
              key={item.value}
              $highlighted={highlightedIndex === index}
              {...getItemProps({ item, index })}
              aria-selected={isChosen(item)}
            >
              <Check aria-hidden="true">{isChosen(item) ? '✓' : ''}</Check>
              {item.label}
            </SelectOptionItem>
          ))}
      </SelectListbox>
    </>
  );
}
