import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, homepages, landingPages } from '../db/schema';

export async function findLandingPage(db: Database, allyCode: string) {
  const [page] = await db
    .select({
      allyId: allies.id,
      allyCode: allies.code,
      allyName: allies.name,
      title: landingPages.title,
      subtitle: landingPages.subtitle,
      body: landingPages.body,
      heroImageUrl: landingPages.heroImageUrl,
      callToAction: landingPages.callToAction,
      steps: landingPages.steps,
      reviews: landingPages.reviews,
    })
    .from(landingPages)
    .innerJoin(allies, eq(landingPages.allyId, allies.id))
    .where(eq(allies.code, allyCode))
    .limit(1);
  if (!page) return undefined;
  const offered = await db
    .select({ code: countries.code })
    .from(allyCountries)
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .where(eq(allyCountries.allyId, page.allyId))
    .orderBy(asc(countries.id));
  return { ...page, countries: offered.map((row) => row.code) };
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
