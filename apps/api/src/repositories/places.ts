import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, countries, geographicAreas, postalCodes } from '../db/schema';

const areaColumns = { id: geographicAreas.id, name: geographicAreas.name, country: countries.code };

export function listGeographicAreas(db: Database, countryId?: number) {
  return db
    .select(areaColumns)
    .from(geographicAreas)
    .innerJoin(countries, eq(geographicAreas.countryId, countries.id))
    .where(countryId === undefined ? undefined : eq(geographicAreas.countryId, countryId))
    .orderBy(asc(countries.code), asc(geographicAreas.name));
}

export async function areaExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: geographicAreas.id }).from(geographicAreas).where(eq(geographicAreas.id, id));
  return row !== undefined;
}

export async function countryIdExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

export function listCities(db: Database, areaId: number) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      geographic_area_id: cities.geographicAreaId,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(eq(cities.geographicAreaId, areaId))
    .orderBy(asc(cities.name));
}

export function findPostalCodes(db: Database, code: string) {
  return db
    .select({
      postal_code: postalCodes.code,
      settlement: postalCodes.settlement,
      city: cities.name,
      geographic_area: geographicAreas.name,
      country: countries.code,
      lat: sql<number | null>`coalesce(${postalCodes.lat}, ${cities.lat})`,
      lng: sql<number | null>`coalesce(${postalCodes.lng}, ${cities.lng})`,
    })
    .from(postalCodes)
    .innerJoin(cities, eq(postalCodes.cityId, cities.id))
    .innerJoin(geographicAreas, eq(cities.geographicAreaId, geographicAreas.id))
    .innerJoin(countries, eq(geographicAreas.countryId, countries.id))
    .where(eq(postalCodes.code, code))
    .orderBy(asc(postalCodes.settlement));
}

/**
 * The city names of the area called `areaName` in a country, or undefined when the catalogue does
 * not know that area (then nothing can be checked against it).
 */
export async function cityNamesOfArea(db: Database, country: string, areaName: string) {
  const rows = await db
    .select({ areaId: geographicAreas.id, city: cities.name })
    .from(geographicAreas)
    .innerJoin(countries, eq(geographicAreas.countryId, countries.id))
    .leftJoin(cities, eq(cities.geographicAreaId, geographicAreas.id))
    .where(and(eq(countries.code, country), eq(geographicAreas.name, areaName)));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.city === null ? [] : [row.city]));
}
