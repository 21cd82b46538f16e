import { consoleFunnelEndpoints as funnel } from '@aula/contracts/endpoints/console-funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { funnelOf } from '../../services/console-insight/funnel';
import { insightScopeOf } from '../../services/insight';

/** The console's funnel and drop-off per module (editors and admins: counts only, no one named). */
const consoleFunnel: FastifyPluginAsyncZod = async (app) => {
  route(app, funnel.funnel, async (request) => funnelOf(app.db, await insightScopeOf(app.db, request, request.query)));
};

export default consoleFunnel;
