import { loginCountryParams, loginRequest, loginResponse } from '@aula/contracts/auth';
import { apiError, rateLimitedError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { countryExists } from '../../repositories/catalog';
import { throttledLogin } from '../../services/login-throttle';

/** POST /api/{c}/login/ (and /api/mx/login/): the country must exist; it does not restrict who signs in. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:country/login/',
    {
      schema: {
        params: loginCountryParams,
        body: loginRequest,
        response: { 200: loginResponse, 400: apiError, 403: apiError, 404: apiError, 429: rateLimitedError },
      },
    },
    async (request, reply) => {
      if (!(await countryExists(app.db, request.params.country))) {
        throw notFound(`Unknown country ${request.params.country}`);
      }
      return throttledLogin(app, request, reply, request.body);
    },
  );
};

export default loginRoute;
