import { consoleSurveyResultsEndpoints as survey } from '@aula/contracts/endpoints/console-survey-results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { streamExport } from '../../lib/export-stream';
import { exportTurn } from '../../plugins/export-gate';
import { SURVEY_EXPORT_COLUMNS, surveyExportRows } from '../../services/console-insight/survey-export';
import { surveyResultsOf } from '../../services/console-insight/survey-results';
import { insightScopeOf, withComputedAt } from '../../services/insight';

/** The console's survey and business profile results and their exports (editors and admins: counts only, no one named). */
const consoleSurveyResults: FastifyPluginAsyncZod = async (app) => {
  route(app, survey.surveyResults, async (request) => {
    const scope = await insightScopeOf(app.insightDb, request, request.query);
    return withComputedAt(app.insightDb, () => surveyResultsOf(app.insightDb, scope));
  });

  for (const [endpoint, format] of [
    [survey.surveyResultsCsv, 'csv'],
    [survey.surveyResultsXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const scope = await insightScopeOf(app.insightDb, request, request.query);
      // A few at a time per process, the rest in line (plugins/export-gate.ts); nothing sent if the client left.
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: SURVEY_EXPORT_COLUMNS,
        rows: surveyExportRows(await surveyResultsOf(app.insightDb, scope)),
        format,
        filename: `encuesta-${scope.period.from}-${scope.period.to}`,
      });
    });
  }
};

export default consoleSurveyResults;
