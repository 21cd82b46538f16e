import { loginCountryParams, loginRequest, loginResponse } from '@aula/contracts/auth';
import { apiError, rateLimitedError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/http-error';
import { normalizePhone } from '../../lib/phone';
import { enforce, RULES } from '../../lib/rate-limit';
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
        response: { 200: loginResponse, 400: apiError, 403: apiError, 404: apiError, 429: rateLimitedError },
      },
    },
    async (request, reply) => {
      if (!(await countryExists(app.db, request.params.country))) {
        throw notFound(`Unknown country ${request.params.country}`);
      }
      // Failed tries per account, counted across processes when REDIS_URL is set.
      const { email, phone_number } = request.body;
      const key = email ? email.toLowerCase() : normalizePhone(phone_number ?? '');
      enforce(await app.ports.limiter.check(RULES.loginFailures, key), reply);
      try {
        return await login(app.db, request.body, app.config.tokenTtlHours);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'invalid_credentials') {
          await app.ports.limiter.hit(RULES.loginFailures, key);
        }
        throw error;
      }
    },
  );
};

export default loginRoute;
