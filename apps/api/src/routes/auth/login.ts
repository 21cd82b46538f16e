import { loginCountryParams, loginRequest, loginResponse } from '@aula/contracts/auth';
import { apiError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { countryExists } from '../../repositories/catalog';
import { login } from '../../services/auth';

/** POST /api/{c}/login/ (and /api/mx/login/): the country must exist; it does not restrict who signs in. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:country/login/',
    {
      schema: {
        params: loginCountryParams,
        body: loginRequest,
        response: { 200: loginResponse, 400: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => {
      if (!(await countryExists(app.db, request.params.country))) {
        throw notFound(`Unknown country ${request.params.country}`);
      }
      return login(app.db, request.body, app.config.tokenTtlHours);
    },
  );
};

export default loginRoute;
