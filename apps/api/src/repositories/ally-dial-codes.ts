import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries } from '../db/schema';

/**
 * The calling codes ('+52') of the countries an ally serves; without an ally, of every country
 * some ally serves.
 */
export async function servedDialCodes(db: Database, allyCode: string | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ dialCode: countries.dialCode })
    .from(allyCountries)
    .innerJoin(allies, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .where(and(ne(countries.dialCode, ''), allyCode === undefined ? undefined : eq(allies.code, allyCode)));
  return rows.map((row) => row.dialCode);
}
