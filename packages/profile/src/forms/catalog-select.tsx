import type { CatalogItem } from '@aula/contracts/catalogs';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { MultiSearchableSelect } from '@aula/ui-kit/multi-select';
import { type LoadOptions, SearchableSelect, type SelectOption } from '@aula/ui-kit/searchable-select';
import { useMemo } from 'react';
import { normalize } from '../maps/offline-places';
import { CatalogChecklist, NativeCatalogSelect } from './native-catalog';

const toOption = (item: CatalogItem): SelectOption => ({ value: String(item.id), label: item.name });
const idOf = (item: CatalogItem) => String(item.id);

/** Filters a catalogue already in memory: no request per key, and accents do not matter. */
function localSearch(options: SelectOption[]): LoadOptions {
  return async (query) => options.filter((option) => normalize(option.label).includes(normalize(query)));
}

export interface CatalogSelectProps<T extends CatalogItem = CatalogItem> {
  label: string;
  items: readonly T[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /**
   * The field's name in a form posted to the server: given, the page drawn before the app runs
   * (or without it) has a native <select> in the searchable list's place, which posts it.
   */
  name?: string;
  /** What that <select> posts for an item: its id, unless the contract keeps its name or code. */
  postAs?: (item: T) => string;
}

/** One choice from a short catalogue: lists everything on open, typing narrows it down. */
export function CatalogSelect<T extends CatalogItem>({
  label,
  items,
  value,
  onChange,
  error,
  hint,
  disabled,
  name,
  postAs = idOf,
}: CatalogSelectProps<T>) {
  const running = useAppRunning();
  const options = useMemo(() => items.map(toOption), [items]);
  const loadOptions = useMemo(() => localSearch(options), [options]);
  const shared = { label, ...(error ? { error } : {}), ...(hint ? { hint } : {}), ...(disabled ? { disabled } : {}) };
  if (name && !running) {
    return (
      <NativeCatalogSelect {...shared} name={name} items={items} value={value} onChange={onChange} postAs={postAs} />
    );
  }
  return (
    <SearchableSelect
      {...shared}
      value={options.find((option) => option.value === String(value)) ?? null}
      onChange={(option) => onChange(option ? Number(option.value) : null)}
      loadOptions={loadOptions}
      searchEmpty
      // Another option is picked from the list; a "clear" button beside every box only adds noise.
      clearable={false}
      debounceMs={0}
    />
  );
}

export interface CatalogMultiSelectProps
  extends Omit<CatalogSelectProps, 'value' | 'onChange' | 'disabled' | 'postAs'> {
  values: number[];
  onChange: (ids: number[]) => void;
  max?: number;
}

/**
 * Several choices from a short catalogue (improvements wanted); with a `name`, checkboxes before
 * the app runs.
 */
export function CatalogMultiSelect({
  label,
  items,
  values,
  onChange,
  error,
  hint,
  max,
  name,
}: CatalogMultiSelectProps) {
  const running = useAppRunning();
  const options = useMemo(() => items.map(toOption), [items]);
  const loadOptions = useMemo(() => localSearch(options), [options]);
  const shared = { label, ...(error ? { error } : {}), ...(hint ? { hint } : {}) };
  if (name && !running) {
    return <CatalogChecklist {...shared} name={name} items={items} values={values} onChange={onChange} />;
  }
  return (
    <MultiSearchableSelect
      {...shared}
      values={options.filter((option) => values.includes(Number(option.value)))}
      onChange={(chosen) => onChange(chosen.map((option) => Number(option.value)))}
      loadOptions={loadOptions}
      searchEmpty
      debounceMs={0}
      {...(max ? { max } : {})}
    />
  );
}
