import { returnLinkEndpoints } from '@aula/contracts/endpoints/return-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/declared-route';
import { notFound } from '../lib/http-error';
import { countryExists } from '../repositories/catalog';
import { consumeReturnLink } from '../services/return-links';

/** POST /api/{country}/return-links/consume/: a reminder's link, used once to sign its learner in. */
const returnLinksRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, returnLinkEndpoints.consume, async (request, reply) => {
    if (!(await countryExists(app.db, request.params.country))) {
      throw notFound(`Unknown country ${request.params.country}`);
    }
    // Never kept by a cache on the way: the answer opens a session.
    reply.header('cache-control', 'no-store');
    return consumeReturnLink(app, request, reply, {
      token: request.body.token,
      allyCode: request.body.ally_code,
    });
  });
};

export default returnLinksRoute;
