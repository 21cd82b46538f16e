import type { consoleCheckResultsEndpoints } from '@aula/contracts/endpoints/console-check-results';
import type { consoleFunnelEndpoints } from '@aula/contracts/endpoints/console-funnel';
import type { consoleLearnersEndpoints } from '@aula/contracts/endpoints/console-learners';
import type { consoleOverviewEndpoints } from '@aula/contracts/endpoints/console-overview';
import type { consoleSurveyResultsEndpoints } from '@aula/contracts/endpoints/console-survey-results';
import { routesOf } from './request-of';

// The insight's CSV and XLSX files, each checked against its declaration. They are not RTK Query
// endpoints: a file is downloaded with `downloadFile` (file-download.ts) and never kept in the store.
const overview = routesOf<typeof consoleOverviewEndpoints>()({
  overviewCsv: { method: 'GET', path: '/api/console/insight/overview.csv' },
  overviewXlsx: { method: 'GET', path: '/api/console/insight/overview.xlsx' },
});
const funnel = routesOf<typeof consoleFunnelEndpoints>()({
  funnelCsv: { method: 'GET', path: '/api/console/insight/funnel.csv' },
  funnelXlsx: { method: 'GET', path: '/api/console/insight/funnel.xlsx' },
});
const survey = routesOf<typeof consoleSurveyResultsEndpoints>()({
  surveyResultsCsv: { method: 'GET', path: '/api/console/insight/survey.csv' },
  surveyResultsXlsx: { method: 'GET', path: '/api/console/insight/survey.xlsx' },
});
const checks = routesOf<typeof consoleCheckResultsEndpoints>()({
  checkResultsCsv: { method: 'GET', path: '/api/console/insight/checks.csv' },
  checkResultsXlsx: { method: 'GET', path: '/api/console/insight/checks.xlsx' },
});
const learners = routesOf<typeof consoleLearnersEndpoints>()({
  learnersCsv: { method: 'GET', path: '/api/console/insight/learners.csv' },
  learnersXlsx: { method: 'GET', path: '/api/console/insight/learners.xlsx' },
});

/** Each insight table's files by format (the learners' are for ally admins only). */
export const INSIGHT_EXPORTS = {
  overview: { csv: overview.overviewCsv.path, xlsx: overview.overviewXlsx.path },
  funnel: { csv: funnel.funnelCsv.path, xlsx: funnel.funnelXlsx.path },
  survey: { csv: survey.surveyResultsCsv.path, xlsx: survey.surveyResultsXlsx.path },
  checks: { csv: checks.checkResultsCsv.path, xlsx: checks.checkResultsXlsx.path },
  learners: { csv: learners.learnersCsv.path, xlsx: learners.learnersXlsx.path },
} as const;

export type InsightExportTable = keyof typeof INSIGHT_EXPORTS;
export type InsightExportFormat = 'csv' | 'xlsx';
