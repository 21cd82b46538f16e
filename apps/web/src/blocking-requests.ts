import { useAppSelector } from '@aula/api-client/hooks';
import type { RootState } from '@aula/api-client/store';

/**
 * A mutation is something the visitor submitted and waits on (sign-in first of all), so while
 * one is pending the screen is blocked. Queries load into their own skeletons instead.
 */
export function selectBlockingRequest(state: RootState): boolean {
  return Object.values(state.api.mutations).some((mutation) => mutation?.status === 'pending');
}

export const useBlockingRequest = () => useAppSelector(selectBlockingRequest);
