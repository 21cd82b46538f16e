import { countriesResponse } from '@aula/contracts/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from '../../repositories/catalog';

const countries: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogs/countries/', { schema: { response: { 200: countriesResponse } } }, async () => {
    return listCountries(app.db);
  });
};

export default countries;
