import type { RedeemCodeResponse } from '@aula/contracts/achievements';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webinarCodes } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import * as repo from '../repositories/achievements';
import type { LearnerScope } from '../repositories/learner-lessons';
import { earnedWebinar, notEarned, webinarAccess } from './achievements';

const alreadyRedeemed = () => new HttpError(409, 'already_redeemed', 'You already have a code for this webinar');
/** One answer for every wrong code (unknown, spent, another webinar's): the answer tells a guesser nothing. */
const invalidCode = () => new HttpError(400, 'invalid_code', 'This code is not valid for this webinar');

/**
 * Spends a code, for a learner who earned the achievement whose prize is the webinar (callers
 * count the attempt against the rate limits first). The conditional update makes "each code once"
 * hold under concurrent requests, and the unique (webinar, learner) index "one code per learner".
 */
export async function redeemCode(
  db: Database,
  scope: LearnerScope,
  webinarId: number,
  input: string,
): Promise<RedeemCodeResponse> {
  const webinar = await repo.findWebinar(db, webinarId);
  if (!webinar || webinar.allyId !== scope.allyId) throw notFound('Webinar not found');
  if (!(await earnedWebinar(db, scope, webinarId))) throw notEarned();
  if (await repo.redemptionOf(db, scope.userId, webinarId)) throw alreadyRedeemed();
  const code = await repo.findCode(db, webinarId, input.toUpperCase());
  // A code the console gave to someone else is theirs: for anyone else it is as good as unknown.
  if (!code || code.redeemedAt !== null || (code.assignedTo !== null && code.assignedTo !== scope.userId)) {
    throw invalidCode();
  }

  let spent: { redeemedAt: Date | null }[];
  try {
    spent = await db
      .update(webinarCodes)
      .set({ redeemedBy: scope.userId, redeemedAt: sql`now()` })
      .where(and(eq(webinarCodes.id, code.id), isNull(webinarCodes.redeemedAt)))
      .returning({ redeemedAt: webinarCodes.redeemedAt });
  } catch (error) {
    // Unique (webinar, learner): the same learner redeemed another code at the same moment.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw alreadyRedeemed();
    }
    throw error;
  }
  const [row] = spent;
  if (!row?.redeemedAt) throw invalidCode();
  const access = await webinarAccess(db, scope.userId, webinarId);
  if (!access) throw notFound('Webinar not found');
  return { webinar: access, redeemed_at: row.redeemedAt.toISOString() };
}
