import { asc, eq, exists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allyCountries, countries } from '../db/schema';

const offered = (db: Database) =>
  exists(db.select({ one: allyCountries.allyId }).from(allyCountries).where(eq(allyCountries.countryId, countries.id)));

/** Countries some ally offers: the ones a visitor can pick. */
export function listCountries(db: Database) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .where(offered(db))
    .orderBy(asc(countries.name));
}

/** Every known country (phone prefixes, addresses), flagged with whether an ally offers it. */
export function listAllCountries(db: Database) {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      dial_code: countries.dialCode,
      offered: offered(db).mapWith(Boolean),
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

export async function countryExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
  return row !== undefined;
}

export async function countryIdOf(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
  return row?.id;
}
