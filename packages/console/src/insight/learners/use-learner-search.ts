import { idParam } from '@aula/contracts/common';
import { useDebouncedValue } from '@aula/ui-kit/use-debounced-value';
import { useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/** How long typing must pause before the list asks again. */
export const SEARCH_DELAY_MS = 350;

const idOf = (value: string | null): number | undefined => {
  const parsed = idParam.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The list's own choices, kept in the URL's query beside the insight filters: `q` (the search box,
 * written once typing pauses), and `module` + `stoppedAt` (arriving from the funnel's "see learners").
 */
export function useLearnerSearch() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const module = idOf(search.get('module'));
  const stoppedAt = module === undefined ? undefined : idOf(search.get('stoppedAt'));
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  // A row opened while the typing had not settled: its page is loading and this screen still shows.
  // Writing `q` now would replace that navigation and leave the visitor where they were.
  const leaving = useNavigation().state !== 'idle';

  useEffect(() => {
    if (settled === q || leaving) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settled, q, setSearch, leaving]);

  const clearStoppedAt = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('module');
      next.delete('stoppedAt');
      return next;
    });

  return { q, typed, setTyped, module, stoppedAt, clearStoppedAt };
}
