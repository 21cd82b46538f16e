import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { countryExists } from '../../repositories/catalog';
import { throttledLogin } from '../../services/login-throttle';

/** POST /api/{c}/login/ (and /api/mx/login/): the country must exist; it does not restrict who signs in. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.login, async (request, reply) => {
    if (!(await countryExists(app.db, request.params.country))) {
      throw notFound(`Unknown country ${request.params.country}`);
    }
    return throttledLogin(app, request, reply, request.body);
  });
};

export default loginRoute;
