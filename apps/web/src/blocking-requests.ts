import { useAppSelector } from '@aula/api-client/hooks';
import type { RootState } from '@aula/api-client/store';

/**
 * Marks the learner sets in passing while reading (a favourite, a rating): the screen updates at
 * once and rolls back on failure, so covering it would only interrupt the lesson. The console's
 * "refresh now" shows its own progress beside its button while the figures stay readable.
 */
const BACKGROUND_MUTATIONS = new Set(['setFavorite', 'setRating', 'refreshInsight']);

/**
 * A mutation is something the visitor submitted and waits on (sign-in first of all), so while
 * one is pending the screen is blocked. Queries load into their own skeletons instead.
 */
export function selectBlockingRequest(state: RootState): boolean {
  return Object.values(state.api.mutations).some(
    (mutation) => mutation?.status === 'pending' && !BACKGROUND_MUTATIONS.has(mutation.endpointName ?? ''),
  );
}

export const useBlockingRequest = () => useAppSelector(selectBlockingRequest);
