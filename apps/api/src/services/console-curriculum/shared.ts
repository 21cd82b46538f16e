import type { LearnerRecords } from '@aula/contracts/console-curriculum';
import { HAS_LEARNER_RECORDS } from '@aula/contracts/console-curriculum';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { consoleContentChanged } from '../console-content-changed';

export { editConflict, fieldRefused } from '../../lib/console-input';

/** Who writes, for which ally: every write is scoped by `allyId` and recorded under `userId`. */
export interface Editor {
  allyId: number;
  userId: number;
}

/**
 * After a write the learner site follows at once: the public lesson lists are dropped and every
 * process drops its kept copy of the content (services/content-cache.ts hears 'content').
 */
export const learnerSiteFollows = (app: FastifyInstance) => consoleContentChanged(app, ['lessons']);

/** 409 asking to confirm a deletion, with what learners have in the item. */
export const hasLearnerRecords = (records: LearnerRecords) =>
  new HttpError(409, HAS_LEARNER_RECORDS, 'Learners have records in this item: delete with ?confirm=true', {
    records,
  });

/** A reorder must name every item of the list once: anything else was made from a stale list. */
export function sameItems(current: readonly number[], wanted: readonly number[]): boolean {
  const set = new Set(current);
  return wanted.length === current.length && wanted.every((id) => set.has(id));
}
