/**
 * What changed, so every process drops its in-memory copy: a user's sessions (sign-out,
 * revocation, new password, new email), a learner's lesson state (favourites, ratings, completed parts),
 * a lesson's ratings (its average), or the content itself (changed in the database by an operator,
 * announced by `db:content-changed`; id 0). 'all' after messages may have been missed.
 */
export type Change = { kind: 'sessions' | 'learner' | 'ratings' | 'content'; id: number } | 'all';

/**
 * Tells every API process about changes to what it caches in memory. In memory for one process;
 * Redis publish/subscribe when several processes run (REDIS_URL).
 */
export interface ChangeEvents {
  /** Listeners in this process hear it before this returns; other processes a moment later. */
  publish(change: Exclude<Change, 'all'>): Promise<void>;
  subscribe(listener: (change: Change) => void): void;
  /** Whether changes reach the other processes now: 'off' without Redis, 'down' while it does not answer. */
  sharing(): 'ok' | 'down' | 'off';
  close(): Promise<void>;
}
