import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries } from '../db/schema';

export function listCountries(db: Database) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}

export async function countryExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
  return row !== undefined;
}
