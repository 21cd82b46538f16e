import { loginCountryParams } from '@aula/contracts/auth';
import { apiError } from '@aula/contracts/errors';
import { homepagesResponse } from '@aula/contracts/landing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { countryExists } from '../../repositories/catalog';
import { listHomepages } from '../../repositories/pages';

/** The spec only calls /api/mx/homepages/; any known country answers, possibly with no blocks. */
const homepages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:country/homepages/',
    {
      config: { publicCache: ['pages'] },
      schema: { params: loginCountryParams, response: { 200: homepagesResponse, 400: apiError, 404: apiError } },
    },
    async (request) => {
      const { country } = request.params;
      const results = await listHomepages(app.db, country);
      if (results.length === 0 && !(await countryExists(app.db, country))) throw notFound(`Unknown country ${country}`);
      return { results };
    },
  );
};

export default homepages;
