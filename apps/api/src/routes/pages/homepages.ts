import { pageEndpoints } from '@aula/contracts/endpoints/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { countryExists } from '../../repositories/catalog';
import { listHomepages } from '../../repositories/pages';

/** The spec only calls /api/mx/homepages/; any known country answers, possibly with no blocks. */
const homepages: FastifyPluginAsyncZod = async (app) => {
  route(app, pageEndpoints.homepages, async (request) => {
    const { country } = request.params;
    const results = await listHomepages(app.db, country);
    if (results.length === 0 && !(await countryExists(app.db, country))) throw notFound(`Unknown country ${country}`);
    return { results };
  });
};

export default homepages;
