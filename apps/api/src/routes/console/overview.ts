import { consoleOverviewEndpoints as overview } from '@aula/contracts/endpoints/console-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { filterChoicesOf } from '../../services/console-insight/filter-choices';
import { overviewOf } from '../../services/console-insight/overview';
import { insightScopeOf } from '../../services/insight';

/** The console's overview figures and the insight filter bar's choices (editors and admins). */
const consoleOverview: FastifyPluginAsyncZod = async (app) => {
  route(app, overview.insightFilterChoices, async (request) => filterChoicesOf(app.db, [consoleAllyOf(request).id]));

  route(app, overview.overview, async (request) =>
    overviewOf(app.db, await insightScopeOf(app.db, request, request.query)),
  );
};

export default consoleOverview;
