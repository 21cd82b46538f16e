import { type InsightFilterInput, insightFilterSchema } from '@aula/contracts/console-insight';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filter names kept in the page's query (the API reads the same names). */
const FILTER_KEYS = ['from', 'to', 'country', 'businessType', 'ally'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters a query string holds, as strings; a value that would make the API refuse is dropped. */
export function filtersOfQuery(search: URLSearchParams): InsightFilterInput {
  const raw: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) raw[key] = value;
  }
  // A hand-edited link with a bad period falls back to the default one rather than an error page.
  if (!insightFilterSchema.safeParse(raw).success) {
    delete raw.from;
    delete raw.to;
  }
  return raw;
}

export interface InsightFiltersState {
  /** The filters as the API takes them (only those set): pass to every insight query and export. */
  filter: InsightFilterInput;
  /** The period actually shown (the default last 30 days when the URL names none). */
  period: { from: string; to: string };
  /** Sets some filters (undefined or '' removes one), keeping the others and the rest of the query. */
  setFilters: (change: Partial<Record<FilterKey, string | undefined>>) => void;
}

/**
 * The insight filters of the page, kept in its URL's query (`?from=&to=&country=&businessType=`) so
 * a copied link, a reload or the back button keep the same view. Every insight screen reads them here.
 */
export function useInsightFilters(): InsightFiltersState {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filtersOfQuery(search), [search]);
  const period = useMemo(() => {
    const parsed = insightFilterSchema.safeParse(filter);
    return parsed.success ? { from: parsed.data.from, to: parsed.data.to } : { from: '', to: '' };
  }, [filter]);
  const setFilters = useCallback(
    (change: Partial<Record<FilterKey, string | undefined>>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filter, period, setFilters };
}

/** A query string of the filters (for links between insight screens and to exports). */
export function filterQueryString(filter: InsightFilterInput, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...extra })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
