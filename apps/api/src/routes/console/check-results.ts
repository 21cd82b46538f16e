import { consoleCheckResultsEndpoints as checks } from '@aula/contracts/endpoints/console-check-results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { streamExport } from '../../lib/export-stream';
import { exportTurn } from '../../plugins/export-gate';
import { checkResultsOf } from '../../services/console-insight/check-results';
import { CHECK_EXPORT_COLUMNS, checkExportRows } from '../../services/console-insight/check-results-export';
import { insightScopeOf } from '../../services/insight';

/**
 * The console's knowledge-check results and their exports (editors and admins: counts only, no one
 * named). Read live from the tries (services/console-insight/check-results.ts): computed now.
 */
const consoleCheckResults: FastifyPluginAsyncZod = async (app) => {
  route(app, checks.checkResults, async (request) => {
    const scope = await insightScopeOf(app.insightDb, request, request.query);
    const computedAt = new Date().toISOString();
    return { ...(await checkResultsOf(app.insightDb, scope)), computedAt };
  });

  for (const [endpoint, format] of [
    [checks.checkResultsCsv, 'csv'],
    [checks.checkResultsXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const scope = await insightScopeOf(app.insightDb, request, request.query);
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: CHECK_EXPORT_COLUMNS,
        rows: checkExportRows(await checkResultsOf(app.insightDb, scope)),
        format,
        filename: `comprobaciones-${scope.period.from}-${scope.period.to}`,
      });
    });
  }
};

export default consoleCheckResults;
