import { asc, eq } from 'drizzle-orm';
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
    .select({ id: cities.id, name: cities.name, geographic_area_id: cities.geographicAreaId })
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
    })
    .from(postalCodes)
    .innerJoin(cities, eq(postalCodes.cityId, cities.id))
    .innerJoin(geographicAreas, eq(cities.geographicAreaId, geographicAreas.id))
    .innerJoin(countries, eq(geographicAreas.countryId, countries.id))
    .where(eq(postalCodes.code, code))
    .orderBy(asc(postalCodes.settlement));
}
