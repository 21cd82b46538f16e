import { TEAM_ROLES } from '@aula/contracts/constants';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, users } from '../db/schema';

/** An ally as staff list it: its countries and the size of its team. */
export interface PlatformAllyRow {
  id: number;
  code: string;
  name: string;
  countries: string[];
  suspendedAt: Date | null;
  createdAt: Date;
  teamSize: number;
  whatsappNumber: string | null;
  whatsappPhoneNumberId: string | null;
  chatRegistration: boolean;
}

const allyColumns = {
  id: allies.id,
  code: allies.code,
  name: allies.name,
  suspendedAt: allies.suspendedAt,
  createdAt: allies.createdAt,
  whatsappNumber: allies.whatsappNumber,
  whatsappPhoneNumberId: allies.whatsappPhoneNumberId,
  chatRegistration: allies.chatRegistration,
};

/** The allies' countries (in the platform's order) and team sizes, joined to their rows. */
async function withCountriesAndTeams(
  db: Database,
  rows: Omit<PlatformAllyRow, 'countries' | 'teamSize'>[],
): Promise<PlatformAllyRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [offered, teams] = await Promise.all([
    db
      .select({ allyId: allyCountries.allyId, country: countries.code })
      .from(allyCountries)
      .innerJoin(countries, eq(countries.id, allyCountries.countryId))
      .where(inArray(allyCountries.allyId, ids))
      .orderBy(asc(countries.id)),
    db
      .select({ allyId: users.allyId, size: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inArray(users.allyId, ids), inArray(users.access, [...TEAM_ROLES])))
      .groupBy(users.allyId),
  ]);
  return rows.map((row) => ({
    ...row,
    countries: offered.filter((entry) => entry.allyId === row.id).map((entry) => entry.country),
    teamSize: teams.find((team) => team.allyId === row.id)?.size ?? 0,
  }));
}

/** Every ally, newest first. */
export async function listPlatformAllies(db: Database): Promise<PlatformAllyRow[]> {
  const rows = await db.select(allyColumns).from(allies).orderBy(desc(allies.createdAt), desc(allies.id));
  return withCountriesAndTeams(db, rows);
}

export async function findPlatformAlly(db: Database, code: string): Promise<PlatformAllyRow | undefined> {
  const rows = await db.select(allyColumns).from(allies).where(eq(allies.code, code)).limit(1);
  return (await withCountriesAndTeams(db, rows))[0];
}

/** The ids of the countries named, for the codes the platform has (a missing one is not offered). */
export function countryIdsOf(db: Database, codes: string[]) {
  return db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes))
    .orderBy(asc(countries.id));
}

/** A new ally in the countries given; undefined when the code is taken (even by a concurrent call). */
export async function insertAlly(
  db: Database,
  ally: { code: string; name: string; countryIds: number[] },
): Promise<number | undefined> {
  const [row] = await db
    .insert(allies)
    .values({ code: ally.code, name: ally.name })
    .onConflictDoNothing({ target: allies.code })
    .returning({ id: allies.id });
  if (!row) return undefined;
  await db.insert(allyCountries).values(ally.countryIds.map((countryId) => ({ allyId: row.id, countryId })));
  return row.id;
}

/** Suspends (a date) or restores (null) an ally; false for an unknown code. */
export async function setAllySuspended(db: Database, code: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(allies)
    .set({ suspendedAt: at })
    .where(eq(allies.code, code))
    .returning({ id: allies.id });
  return rows.length > 0;
}

/** Whether the ally of that code is suspended now (an unknown code is not). */
export async function isAllySuspended(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ at: allies.suspendedAt }).from(allies).where(eq(allies.code, code)).limit(1);
  return row?.at != null;
}
