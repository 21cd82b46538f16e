import type { CatalogItem } from '@aula/contracts/catalogs';
import { MultiSearchableSelect } from '@aula/ui-kit/multi-select';
import { type LoadOptions, SearchableSelect, type SelectOption } from '@aula/ui-kit/searchable-select';
import { useMemo } from 'react';
import { normalize } from '../maps/offline-places';

const toOption = (item: CatalogItem): SelectOption => ({ value: String(item.id), label: item.name });

/** Filters a catalogue already in memory: no request per key, and accents do not matter. */
function localSearch(options: SelectOption[]): LoadOptions {
  return async (query) => options.filter((option) => normalize(option.label).includes(normalize(query)));
}

export interface CatalogSelectProps {
  label: string;
  items: readonly CatalogItem[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** One choice from a short catalogue: lists everything on open, typing narrows it down. */
export function CatalogSelect({ label, items, value, onChange, error, hint, disabled }: CatalogSelectProps) {
  const options = useMemo(() => items.map(toOption), [items]);
  const loadOptions = useMemo(() => localSearch(options), [options]);
  return (
    <SearchableSelect
      label={label}
      value={options.find((option) => option.value === String(value)) ?? null}
      onChange={(option) => onChange(option ? Number(option.value) : null)}
      loadOptions={loadOptions}
      searchEmpty
      // Another option is picked from the list; a "clear" button beside every box only adds noise.
      clearable={false}
      debounceMs={0}
      {...(error ? { error } : {})}
      {...(hint ? { hint } : {})}
      {...(disabled ? { disabled } : {})}
    />
  );
}

export interface CatalogMultiSelectProps extends Omit<CatalogSelectProps, 'value' | 'onChange' | 'disabled'> {
  values: number[];
  onChange: (ids: number[]) => void;
  max?: number;
}

/** Several choices from a short catalogue (improvements wanted). */
export function CatalogMultiSelect({ label, items, values, onChange, error, hint, max }: CatalogMultiSelectProps) {
  const options = useMemo(() => items.map(toOption), [items]);
  const loadOptions = useMemo(() => localSearch(options), [options]);
  return (
    <MultiSearchableSelect
      label={label}
      values={options.filter((option) => values.includes(Number(option.value)))}
      onChange={(chosen) => onChange(chosen.map((option) => Number(option.value)))}
      loadOptions={loadOptions}
      searchEmpty
      debounceMs={0}
      {...(error ? { error } : {})}
      {...(hint ? { hint } : {})}
      {...(max ? { max } : {})}
    />
  );
}
