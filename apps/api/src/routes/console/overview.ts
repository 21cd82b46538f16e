import { consoleOverviewEndpoints as overview } from '@aula/contracts/endpoints/console-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { streamExport } from '../../lib/export-stream';
import { consoleAllyOf } from '../../lib/guards';
import { exportTurn } from '../../plugins/export-gate';
import { filterChoicesOf } from '../../services/console-insight/filter-choices';
import { OVERVIEW_EXPORT_COLUMNS, overviewExportRows } from '../../services/console-insight/insight-exports';
import { overviewOf } from '../../services/console-insight/overview';
import { insightScopeOf, withComputedAt } from '../../services/insight';

/** The console's overview figures, their exports and the insight filter bar's choices (editors and admins). */
const consoleOverview: FastifyPluginAsyncZod = async (app) => {
  route(app, overview.insightFilterChoices, async (request) =>
    filterChoicesOf(app.insightDb, [consoleAllyOf(request).id]),
  );

  route(app, overview.overview, async (request) => {
    const scope = await insightScopeOf(app.insightDb, request, request.query);
    return withComputedAt(app.insightDb, () => overviewOf(app.insightDb, scope));
  });

  for (const [endpoint, format] of [
    [overview.overviewCsv, 'csv'],
    [overview.overviewXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const scope = await insightScopeOf(app.insightDb, request, request.query);
      // A few at a time per process, the rest in line (plugins/export-gate.ts); nothing sent if the client left.
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: OVERVIEW_EXPORT_COLUMNS,
        rows: overviewExportRows(await overviewOf(app.insightDb, scope)),
        format,
        filename: `resumen-${scope.period.from}-${scope.period.to}`,
      });
    });
  }
};

export default consoleOverview;
