import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  allies,
  allyCountries,
  businessProfiles,
  businessTypes,
  cities,
  countries,
  geographicAreas,
  users,
} from '../db/schema';
import { verificationCodes } from '../db/schema/verification-codes';

/** The ally and country ids when the ally offers that country; undefined otherwise. */
export async function findAllyInCountry(db: Database, allyCode: string, countryCode: string) {
  const [row] = await db
    .select({ allyId: allies.id, countryId: countries.id })
    .from(allyCountries)
    .innerJoin(allies, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    // A suspended ally takes no one new and sends no sign-in link until staff restore it.
    .where(and(eq(allies.code, allyCode), eq(countries.code, countryCode), isNull(allies.suspendedAt)))
    .limit(1);
  return row;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  passwordHash: users.passwordHash,
  pinHash: users.pinHash,
  lastLoginAt: users.lastLoginAt,
  facebookId: users.facebookId,
  allyCode: allies.code,
  allyName: allies.name,
  countryCode: countries.code,
};

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** One account by id, phone, email or Facebook id, pending or active. */
export async function findAccount(
  db: Database,
  by: { id: number } | { phoneNumber: string } | { email: string } | { facebookId: string },
) {
  const where =
    'id' in by
      ? eq(users.id, by.id)
      : 'phoneNumber' in by
        ? eq(users.phoneNumber, by.phoneNumber)
        : 'email' in by
          ? eq(users.email, by.email)
          : eq(users.facebookId, by.facebookId);
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(where)
    .limit(1);
  return row;
}

export interface PendingAccount {
  name: string;
  email: string | null;
  phoneNumber: string;
  passwordHash: string | null;
  pinHash: string | null;
  facebookId: string | null;
  allyId: number;
  countryId: number;
  /** What the full registration asks about the business; kept with the account from the start. */
  business?: {
    businessName: string;
    businessTypeId: number | null;
    city: string | null;
    state: string | null;
    countryCode: string | null;
  };
}

/** A catalogue city with its state and country, as a business address names them. */
export async function findCityPlace(db: Database, id: number) {
  const [row] = await db
    .select({ city: cities.name, state: geographicAreas.name, countryCode: countries.code })
    .from(cities)
    .innerJoin(geographicAreas, eq(cities.geographicAreaId, geographicAreas.id))
    .innerJoin(countries, eq(geographicAreas.countryId, countries.id))
    .where(eq(cities.id, id))
    .limit(1);
  return row;
}

/** Whether the business type catalogue has this id. */
export async function businessTypeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Writes a pending registration: replaces the pending row of the same phone (a new attempt wins)
 * and drops other pending rows holding the same email or Facebook id (nobody verified them).
 */
export async function savePendingAccount(db: Database, { business, ...account }: PendingAccount): Promise<void> {
  await db.transaction(async (tx) => {
    const clashes = [
      account.email ? eq(users.email, account.email) : undefined,
      account.facebookId ? eq(users.facebookId, account.facebookId) : undefined,
    ].filter((clause) => clause !== undefined);
    for (const clash of clashes) {
      await tx.delete(users).where(and(clash, eq(users.status, 'pending'), ne(users.phoneNumber, account.phoneNumber)));
    }
    await tx.delete(users).where(and(eq(users.phoneNumber, account.phoneNumber), eq(users.status, 'pending')));
    const [user] = await tx
      .insert(users)
      .values({ ...account, status: 'pending' })
      .returning({ id: users.id });
    // Replaced or dropped with its pending account (the profile row cascades with the user).
    if (user && business) await tx.insert(businessProfiles).values({ userId: user.id, ...business });
  });
}

export async function activateAccount(db: Database, id: number, now: Date): Promise<void> {
  await db.update(users).set({ status: 'active', phoneVerifiedAt: now, lastLoginAt: now }).where(eq(users.id, id));
}

export async function markPhoneVerified(db: Database, id: number, now: Date): Promise<void> {
  await db.update(users).set({ phoneVerifiedAt: now }).where(eq(users.id, id));
}

export async function recordLogin(db: Database, id: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/**
 * Replaces the password hash only if it is still `expected` (what a reset link was signed over),
 * in one statement: of parallel uses of one link exactly one finds it unchanged. Says whether it did.
 */
export async function replacePasswordHash(db: Database, id: number, expected: string | null, passwordHash: string) {
  const unchanged = expected === null ? isNull(users.passwordHash) : eq(users.passwordHash, expected);
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), unchanged))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setPinHash(db: Database, id: number, pinHash: string): Promise<void> {
  await db.update(users).set({ pinHash }).where(eq(users.id, id));
}

/** A new code for a phone replaces any earlier one. */
export async function replaceCode(db: Database, phoneNumber: string, codeHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phoneNumber));
    await tx.insert(verificationCodes).values({ phoneNumber, codeHash, expiresAt });
  });
}

export async function latestCode(db: Database, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phoneNumber, phoneNumber), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Marks the code used unless it already was or is locked: true for exactly one caller. */
export async function consumeCode(db: Database, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt), lt(verificationCodes.attempts, maxAttempts)),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Counts a wrong try; the new count, or undefined when the code was already locked or used. */
export async function countWrongTry(db: Database, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt), lt(verificationCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
}
