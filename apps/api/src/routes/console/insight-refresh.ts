import { consoleInsightRefreshEndpoints as refresh } from '@aula/contracts/endpoints/console-insight-refresh';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { askForRefresh } from '../../services/console-insight/refresh-request';
import { insightComputedAtOf } from '../../services/insight';

/** The console insight's "refresh now" and how it is going (ally admins). */
const consoleInsightRefresh: FastifyPluginAsyncZod = async (app) => {
  route(app, refresh.refreshInsight, async (request, reply) => {
    const answer = await askForRefresh(app, consoleAllyOf(request).id, request.body.seen, reply);
    return reply.code(202).send(answer);
  });

  // The moment is read after `running`: a refresh that ends in between is told ended, with its moment.
  route(app, refresh.insightRefreshStatus, async () => ({
    running: await app.insightRefresh.running(),
    computedAt: await insightComputedAtOf(app.insightDb),
  }));
};

export default consoleInsightRefresh;
