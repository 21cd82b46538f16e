import { catalogEndpoints } from '@aula/contracts/endpoints/catalogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { listAllCountries, listCountries } from '../../repositories/catalog';

const countries: FastifyPluginAsyncZod = async (app) => {
  route(app, catalogEndpoints.countries, async () => listCountries(app.db));
  route(app, catalogEndpoints.countriesAll, async () => listAllCountries(app.db));
};

export default countries;
