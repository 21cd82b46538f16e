import { defaultLanding } from '@aula/demo-content/landings';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, homepages, landingPages } from '../db/schema';

/**
 * The ally's landing as its team wrote it, or, for an ally that has none yet (created in the
 * console a minute ago), the starting one made from its name; undefined for an unknown ally.
 */
export async function findLandingPage(db: Database, allyCode: string) {
  const [row] = await db
    .select({
      allyId: allies.id,
      allyCode: allies.code,
      allyName: allies.name,
      whatsappNumber: allies.whatsappNumber,
      title: landingPages.title,
      subtitle: landingPages.subtitle,
      body: landingPages.body,
      heroImageUrl: landingPages.heroImageUrl,
      callToAction: landingPages.callToAction,
      steps: landingPages.steps,
      reviews: landingPages.reviews,
    })
    .from(allies)
    .leftJoin(landingPages, eq(landingPages.allyId, allies.id))
    .where(eq(allies.code, allyCode))
    .limit(1);
  if (!row) return undefined;
  const written =
    row.title === null
      ? { ...defaultLanding(row.allyName), steps: null, reviews: null }
      : {
          title: row.title,
          subtitle: row.subtitle ?? '',
          body: row.body ?? '',
          heroImageUrl: row.heroImageUrl,
          callToAction: row.callToAction ?? '',
          steps: row.steps,
          reviews: row.reviews,
        };
  const offered = await db
    .select({ code: countries.code })
    .from(allyCountries)
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .where(eq(allyCountries.allyId, row.allyId))
    .orderBy(asc(countries.id));
  return {
    allyId: row.allyId,
    allyCode: row.allyCode,
    allyName: row.allyName,
    whatsappNumber: row.whatsappNumber,
    ...written,
    countries: offered.map((entry) => entry.code),
  };
}

export function listHomepages(db: Database, countryCode: string) {
  return db
    .select({
      country: countries.code,
      title: homepages.title,
      subtitle: homepages.subtitle,
      highlights: homepages.highlights,
    })
    .from(homepages)
    .innerJoin(countries, eq(homepages.countryId, countries.id))
    .where(eq(countries.code, countryCode))
    .orderBy(asc(homepages.position), asc(homepages.id));
}
