import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allyCountries } from '../../db/schema/allies';
import { countries } from '../../db/schema/countries';
import { consoleAllyOf, requireUser } from '../../lib/guards';

/**
 * The acting ally on the country site the team member works on, for the sample links of a preview
 * or a template's examples: the member's own country, another one only when the ally does not serve
 * theirs (never the ally's first country by name).
 */
export async function memberSite(app: FastifyInstance, request: FastifyRequest) {
  const ally = consoleAllyOf(request);
  const served = await app.db
    .select({ code: countries.code })
    .from(allyCountries)
    .innerJoin(countries, eq(countries.id, allyCountries.countryId))
    .where(eq(allyCountries.allyId, ally.id))
    .orderBy(countries.code);
  const own = requireUser(request).countryCode;
  const country = served.some((row) => row.code === own) ? own : (served[0]?.code ?? own);
  return { ...ally, country };
}
