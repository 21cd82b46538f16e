import type { InsightFilterChoices } from '@aula/contracts/console-overview';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allyCountries, businessTypes, countries } from '../../db/schema';

/** The countries of the given allies and every business type: what the insight filter bar offers. */
export async function filterChoicesOf(db: Database, allyIds: number[]): Promise<InsightFilterChoices> {
  const [countryRows, typeRows] = await Promise.all([
    db
      .selectDistinct({ code: countries.code, name: countries.name })
      .from(countries)
      .innerJoin(allyCountries, eq(allyCountries.countryId, countries.id))
      .where(inArray(allyCountries.allyId, allyIds))
      .orderBy(asc(countries.name)),
    db
      .select({ id: businessTypes.id, name: businessTypes.name })
      .from(businessTypes)
      .orderBy(asc(businessTypes.position), asc(businessTypes.id)),
  ]);
  return { countries: countryRows, businessTypes: typeRows };
}
