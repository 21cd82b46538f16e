import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface SelectOption {
  value: string;
  label: string;
}

/** Fetches the options matching a query; the signal aborts when a newer query replaces it. */
export type LoadOptions = (query: string, signal: AbortSignal) => Promise<SelectOption[]>;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface OptionSearchSettings {
  /** Also search with an empty query (a short catalogue lists everything before anything is typed). */
  searchEmpty?: boolean;
  /** Asks again for the same query when this changes (e.g. the map the places come from moved). */
  reloadKey?: unknown;
}

/**
 * Options for what the person typed, asked for once typing pauses (one request per pause, not
 * per key: connections are slow). An answer to an older query never overwrites a newer one.
 */
export function useOptionSearch(
  query: string,
  loadOptions: LoadOptions,
  debounceMs: number,
  { searchEmpty = false, reloadKey }: OptionSearchSettings = {},
) {
  const debouncedQuery = useDebouncedValue(query.trim(), debounceMs);
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // The latest loader, so a caller passing a new function each render does not re-fetch.
  const load = useRef(loadOptions);
  load.current = loadOptions;

  // reloadKey is not read inside: it is only there to say when to ask again.
  useEffect(() => {
    if (!debouncedQuery && !searchEmpty) {
      setOptions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    load.current(debouncedQuery, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setOptions(found);
        setStatus('done');
      },
      () => {
        if (controller.signal.aborted) return;
        setOptions([]);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [debouncedQuery, searchEmpty, reloadKey]);

  // Between a key press and the request, the list on screen is already out of date.
  const pending = query.trim() !== debouncedQuery && (query.trim() !== '' || searchEmpty);
  return { options, status: pending ? 'loading' : status, query: debouncedQuery } as const;
}
