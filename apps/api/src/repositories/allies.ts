import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries } from '../db/schema';

/** Every site the platform serves (`/{country}/{allyCode}`): each ally in each country it offers. */
export async function listSites(db: Database): Promise<{ allyCode: string; country: string }[]> {
  return db
    .select({ allyCode: allies.code, country: countries.code })
    .from(allies)
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .orderBy(asc(allies.id), asc(countries.id));
}

/** Each ally with the first country it offers: where its site opens (`/{country}/{allyCode}`). */
export async function listAllySites(db: Database): Promise<{ allyCode: string; country: string }[]> {
  const first = new Map<string, string>();
  for (const row of await listSites(db)) if (!first.has(row.allyCode)) first.set(row.allyCode, row.country);
  return [...first].map(([allyCode, country]) => ({ allyCode, country }));
}

/** An ally's name (what its learners know it by), or undefined for an unknown code. */
export async function allyNameOf(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ name: allies.name }).from(allies).where(eq(allies.code, code)).limit(1);
  return row?.name;
}

/** An ally's id by its code, or undefined for an unknown code (the console's guard resolves `x-aula-ally`). */
export async function allyIdOf(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, code)).limit(1);
  return row?.id;
}

/** An ally's id when it offers the country (its site `/{country}/{code}` exists), else undefined. */
export async function allyIdInCountry(db: Database, code: string, country: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: allies.id })
    .from(allies)
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .where(and(eq(allies.code, code), eq(countries.code, country)))
    .limit(1);
  return row?.id;
}
