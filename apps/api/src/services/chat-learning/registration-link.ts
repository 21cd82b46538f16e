import { allyPath } from '@aula/contracts/site-paths';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { allies, allyCountries } from '../../db/schema/allies';
import { countries } from '../../db/schema/countries';
import { siteOrigin } from '../learner-channel';

/**
 * Where a number no account has is sent to register: the registration page of the ally whose own
 * number it wrote to (in its first country), else the site's home, where the learner picks theirs.
 */
export async function registrationLinkOf(app: FastifyInstance, allyId: number | undefined): Promise<string> {
  const [ally] =
    allyId === undefined
      ? []
      : await app.db
          .select({ code: allies.code, country: countries.code })
          .from(allies)
          .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
          .innerJoin(countries, eq(countries.id, allyCountries.countryId))
          .where(eq(allies.id, allyId))
          .orderBy(asc(countries.code))
          .limit(1);
  if (!ally) return new URL('/', siteOrigin(app)).toString();
  return new URL(
    allyPath({ country: ally.country, allyCode: ally.code }, 'register'),
    siteOrigin(app, ally.code),
  ).toString();
}
