import type { UserAccess } from '@aula/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, authTokens, countries, users } from '../db/schema';

/** What the API knows about a signed-in user; `allyId` scopes everything they may read. */
export interface AuthUser {
  id: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  access: UserAccess;
  allyId: number;
  allyCode: string;
  countryCode: string;
}

export const authUserColumns = {
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

export async function insertToken(
  db: Database,
  userId: number,
  tokenHash: string,
  ttlHours: number,
  userAgent?: string,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(hours => ${ttlHours}::int)`;
  await db.insert(authTokens).values({ userId, tokenHash, expiresAt, userAgent: userAgent?.slice(0, 200) });
}
