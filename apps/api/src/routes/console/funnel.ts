import { consoleFunnelEndpoints as funnel } from '@aula/contracts/endpoints/console-funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { streamExport } from '../../lib/export-stream';
import { exportTurn } from '../../plugins/export-gate';
import { funnelOf } from '../../services/console-insight/funnel';
import { FUNNEL_EXPORT_COLUMNS, funnelExportRows } from '../../services/console-insight/insight-exports';
import { insightScopeOf, withComputedAt } from '../../services/insight';

/** The console's funnel and drop-off per module, and its exports (editors and admins: counts only, no one named). */
const consoleFunnel: FastifyPluginAsyncZod = async (app) => {
  route(app, funnel.funnel, async (request) => {
    const scope = await insightScopeOf(app.insightDb, request, request.query);
    return withComputedAt(app.insightDb, () => funnelOf(app.insightDb, scope));
  });

  for (const [endpoint, format] of [
    [funnel.funnelCsv, 'csv'],
    [funnel.funnelXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const scope = await insightScopeOf(app.insightDb, request, request.query);
      // A few at a time per process, the rest in line (plugins/export-gate.ts); nothing sent if the client left.
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: FUNNEL_EXPORT_COLUMNS,
        rows: funnelExportRows(await funnelOf(app.insightDb, scope)),
        format,
        filename: `recorrido-${scope.period.from}-${scope.period.to}`,
      });
    });
  }
};

export default consoleFunnel;
