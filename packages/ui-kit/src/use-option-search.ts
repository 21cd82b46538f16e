import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface SelectOption {
  value: string;
  label: string;
}

/** Fetches the options matching a query; the signal aborts when a newer query replaces it. */
export type LoadOptions = (query: string, signal: AbortSignal) => Promise<SelectOption[]>;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * Options for what the person typed, asked for once typing pauses (one request per pause, not
 * per key: connections are slow). An answer to an older query never overwrites a newer one.
 */
export function useOptionSearch(query: string, loadOptions: LoadOptions, debounceMs: number) {
  const debouncedQuery = useDebouncedValue(query.trim(), debounceMs);
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // The latest loader, so a caller passing a new function each render does not re-fetch.
  const load = useRef(loadOptions);
  load.current = loadOptions;

  useEffect(() => {
    if (!debouncedQuery) {
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
  }, [debouncedQuery]);

  // Between a key press and the request, the list on screen is already out of date.
  const pending = query.trim() !== debouncedQuery && query.trim() !== '';
  return { options, status: pending ? 'loading' : status, query: debouncedQuery } as const;
}
