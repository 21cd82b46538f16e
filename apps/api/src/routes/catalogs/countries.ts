import { countriesAllResponse } from '@aula/contracts/catalogs';
import { countriesResponse } from '@aula/contracts/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAllCountries, listCountries } from '../../repositories/catalog';

const cached = { publicCache: ['catalogs'] } as const;

const countries: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogs/countries/', { config: cached, schema: { response: { 200: countriesResponse } } }, async () => {
    return listCountries(app.db);
  });
  app.get(
    '/catalogs/countries-all/',
    { config: cached, schema: { response: { 200: countriesAllResponse } } },
    async () => {
      return listAllCountries(app.db);
    },
  );
};

export default countries;
