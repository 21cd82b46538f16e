import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, countries, returnLinks, users } from '../db/schema';
import { authUserColumns } from './users';

export interface NewReturnLink {
  tokenHash: string;
  userId: number;
  allyId: number;
  targetPath: string;
  source?: string;
  expiresAt: Date;
}

export async function insertReturnLink(db: Database, link: NewReturnLink): Promise<number> {
  const [row] = await db.insert(returnLinks).values(link).returning({ id: returnLinks.id });
  if (!row) throw new Error('return link not stored');
  return row.id;
}

/**
 * An active learner of that ally, as a session needs it (undefined for anyone else): a return link
 * never signs in a team or staff account, whose sessions open the console and /admin/.
 */
export async function findLearnerOfAlly(db: Database, userId: number, allyId: number) {
  const [row] = await db
    .select({ ...authUserColumns, status: users.status })
    .from(users)
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(and(eq(users.id, userId), eq(users.allyId, allyId), eq(users.access, 'learner')))
    .limit(1);
  return row?.status === 'active' ? row : undefined;
}

/**
 * Uses the link if it is the ally's, unused and not expired, in one conditional write: of two
 * requests at once only one gets the row back. Every opening is counted (`opens`, the first one's time).
 */
export async function useReturnLink(db: Database, tokenHash: string, allyId: number, now: Date) {
  const [row] = await db
    .update(returnLinks)
    .set({
      usedAt: now,
      opens: sql`${returnLinks.opens} + 1`,
      firstOpenedAt: sql`coalesce(${returnLinks.firstOpenedAt}, ${now})`,
    })
    .where(
      and(
        eq(returnLinks.tokenHash, tokenHash),
        eq(returnLinks.allyId, allyId),
        isNull(returnLinks.usedAt),
        gt(returnLinks.expiresAt, now),
      ),
    )
    .returning({
      id: returnLinks.id,
      userId: returnLinks.userId,
      targetPath: returnLinks.targetPath,
      source: returnLinks.source,
    });
  return row;
}

/** A link of the ally that no longer signs in: counts the opening and says why (used or expired). */
export async function openSpentReturnLink(db: Database, tokenHash: string, allyId: number, now: Date) {
  const [row] = await db
    .update(returnLinks)
    .set({ opens: sql`${returnLinks.opens} + 1`, firstOpenedAt: sql`coalesce(${returnLinks.firstOpenedAt}, ${now})` })
    .where(and(eq(returnLinks.tokenHash, tokenHash), eq(returnLinks.allyId, allyId)))
    .returning({
      id: returnLinks.id,
      userId: returnLinks.userId,
      targetPath: returnLinks.targetPath,
      source: returnLinks.source,
      usedAt: returnLinks.usedAt,
    });
  return row;
}
