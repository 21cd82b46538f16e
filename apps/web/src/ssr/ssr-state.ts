// What the server renderer hands the browser so the first render there equals the HTML: the
// answers the page was rendered from (only finished queries) and, on a learner's own page, who
// they are — never their token, which stays in its HttpOnly cookie.
import { landingApi } from '@aula/api-client/landing';
import { signedIn } from '@aula/api-client/session';
import type { AppStore, RootState } from '@aula/api-client/store';
import type { SessionUser } from '@aula/contracts/auth';

export const SSR_STATE_ID = 'aula-ssr-state';

export interface SsrState {
  api: Pick<RootState['api'], 'queries' | 'provided'>;
  /** The learner a personal page was drawn for (the API checked their session). */
  user?: SessionUser;
  /** A posted page: its route's answer by route id (react-router's hydration `actionData`). */
  actionData?: Record<string, unknown>;
}

export function dehydrate(state: RootState, user?: SessionUser, actionData?: Record<string, unknown> | null): SsrState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, query]) => query?.status === 'fulfilled'),
  ) as RootState['api']['queries'];
  return {
    api: { queries, provided: state.api.provided },
    ...(user ? { user } : {}),
    ...(actionData ? { actionData } : {}),
  };
}

/** JSON that cannot end its <script> element early. */
export function serialize(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state in the page, or undefined when the page was not rendered on the server or is unreadable. */
export function readSsrState(doc: Document = document): SsrState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<SsrState>;
    return state.api && typeof state.api.queries === 'object' ? (state as SsrState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's answers into the store as finished queries. Called after the route loaders
 * ran (entering an ally empties the cache), so the first render finds what the server had.
 */
export function restoreSsrState(
  { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>,
  state: SsrState,
): void {
  // The server found this learner's session alive: the tab takes it up (mark and name included),
  // even when this device had lost the mark, so the guard lets the page stay as it was drawn.
  if (state.user) dispatch(signedIn(state.user));
  const entries = Object.values(state.api.queries).flatMap((query) =>
    query?.status === 'fulfilled'
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );
  // Any slice of the one API has every endpoint; the entries name theirs.
  if (entries.length > 0) dispatch(landingApi.util.upsertQueryEntries(entries as never));
  // Only with a worker to keep them: its code is not part of the start.
  if (state.user && globalThis.navigator?.serviceWorker?.controller) {
    void import('./pass-through-worker').then(({ passThroughWorker }) => passThroughWorker(getState, entries));
  }
}
