import { consoleSurveyResultsEndpoints as survey } from '@aula/contracts/endpoints/console-survey-results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { surveyResultsOf } from '../../services/console-insight/survey-results';
import { insightScopeOf } from '../../services/insight';

/** The console's survey and business profile results (editors and admins: counts only, no one named). */
const consoleSurveyResults: FastifyPluginAsyncZod = async (app) => {
  route(app, survey.surveyResults, async (request) =>
    surveyResultsOf(app.db, await insightScopeOf(app.db, request, request.query)),
  );
};

export default consoleSurveyResults;
