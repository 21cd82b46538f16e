import type { To } from 'react-router';
import { END, PART_PARAM } from './player-view';

/**
 * The player's address for a part, the close ('end') or the introduction (null). A query on the
 * lesson's own path, so a reload or a shared link opens the same place.
 */
export function partHref(part: number | 'end' | null): To {
  if (part === null) return { search: '' };
  return { search: `?${PART_PARAM}=${part === 'end' ? END : part}` };
}
