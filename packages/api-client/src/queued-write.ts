import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * Set by the web app's offline worker on the answer it gives at once for a write it queued
 * (apps/web/src/sw/write-queue.ts): `1` when queued. That answer is the device's guess, not the
 * server's; an endpoint whose answer only the server can give (a check's grade) reads this.
 */
export const QUEUED_WRITE_HEADER = 'x-aula-queued';

/** Whether the answer came from the offline worker's queue rather than from the server. */
export function wasQueued(meta: FetchBaseQueryMeta | undefined): boolean {
  return meta?.response?.headers.get(QUEUED_WRITE_HEADER) === '1';
}
