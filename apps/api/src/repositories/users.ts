import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, authTokens, countries, users } from '../db/schema';

/** What the API knows about a signed-in user; `allyId` scopes everything they may read. */
export interface AuthUser {
  id: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  access: 'learner' | 'staff';
  allyId: number;
  allyCode: string;
  countryCode: string;
}

const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  access: users.access,
  allyId: allies.id,
  allyCode: allies.code,
  countryCode: countries.code,
};

export async function findUserForLogin(db: Database, by: { email: string } | { phoneNumber: string }) {
  const where = 'email' in by ? eq(users.email, by.email) : eq(users.phoneNumber, by.phoneNumber);
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash, pinHash: users.pinHash, status: users.status })
    .from(users)
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(where)
    .limit(1);
  return row;
}

export async function insertToken(db: Database, userId: number, tokenHash: string, ttlHours: number): Promise<void> {
  const expiresAt = sql`now() + make_interval(hours => ${ttlHours}::int)`;
  await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
}

/** The user owning an unexpired token, judged by the database clock so every process agrees. */
export async function findUserByTokenHash(db: Database, tokenHash: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.id))
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}
