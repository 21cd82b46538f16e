import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import { allies, authTokens, countries, users } from '../db/schema';
import { type AuthUser, authUserColumns } from './users';

/** A token is alive until its absolute expiry and while it has been used within the idle limit. */
const alive = (idleHours: Param<number>) =>
  and(
    gt(authTokens.expiresAt, sql`now()`),
    gt(authTokens.lastUsedAt, sql`now() - make_interval(hours => ${idleHours}::int)`),
  );

export interface Session {
  user: AuthUser;
  tokenId: number;
  lastUsedAt: Date;
  /** The absolute end of the session, so a cached copy can tell when it has expired. */
  expiresAt: Date;
}

/** The look-up behind `findSessionByTokenHash` (the scale check explains it). */
export function sessionByTokenHashQuery(db: Database, tokenHash: Param<string>, idleHours: Param<number>) {
  return db
    .select({
      ...authUserColumns,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.id))
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(and(eq(authTokens.tokenHash, tokenHash), alive(idleHours)))
    .limit(1);
}

/** The user and session of a live token, judged by the database clock so every process agrees. */
export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
  idleHours: number,
): Promise<Session | undefined> {
  const statement = prepared(db, 'session_by_token_hash', () =>
    sessionByTokenHashQuery(db, sql.placeholder('tokenHash'), sql.placeholder('idleHours')).prepare(
      'session_by_token_hash',
    ),
  );
  const [row] = await statement.execute({ tokenHash, idleHours });
  if (!row) return undefined;
  const { tokenId, lastUsedAt, expiresAt, ...user } = row;
  return { user, tokenId, lastUsedAt, expiresAt };
}

/** Marks a session used now; callers skip it when it was marked a moment ago (a write per read is waste). */
export async function touchSession(db: Database, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}

export function listSessions(db: Database, userId: number, idleHours: number) {
  return db
    .select({
      id: authTokens.id,
      userAgent: authTokens.userAgent,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), alive(idleHours)))
    .orderBy(desc(authTokens.lastUsedAt));
}

/** Ends one of the user's own sessions; false when it is not theirs (or already gone). */
export async function deleteSession(db: Database, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** After a password or PIN change: every session ends but the one that made the change, if any. */
export async function revokeOtherSessions(db: Database, userId: number, keepTokenId?: number): Promise<void> {
  const others = keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId);
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), others));
}
