import type { CallExamples } from './types';

// A closed month, so the period never reaches past today; impulsa sells in Mexico.
const filter = { from: '2026-10-01', to: '2026-10-31', country: 'mx' };
const filterQuery = 'from=2026-10-01&to=2026-10-31&country=mx';

/**
 * The console insight's calls (issue 29), on the impulsa mock world's figures and learners. The
 * learner calls are for ally admins: the table's default for them, the impulsa admin.
 */
export const consoleInsightExamples: CallExamples = {
  'GET /api/console/insight/filters/': {
    endpoint: 'getInsightFilterChoices',
    url: '/api/console/insight/filters/',
  },
  'GET /api/console/insight/overview/': {
    endpoint: 'getOverview',
    args: filter,
    url: `/api/console/insight/overview/?${filterQuery}`,
  },
  'GET /api/console/insight/funnel/': {
    endpoint: 'getFunnel',
    args: filter,
    url: `/api/console/insight/funnel/?${filterQuery}`,
  },
  'GET /api/console/insight/survey/': {
    endpoint: 'getSurveyResults',
    args: filter,
    url: `/api/console/insight/survey/?${filterQuery}`,
  },
  'GET /api/console/insight/checks/': {
    endpoint: 'getCheckResults',
    args: filter,
    url: `/api/console/insight/checks/?${filterQuery}`,
  },
  'GET /api/console/insight/learners/': {
    endpoint: 'getLearners',
    args: { q: 'ruiz', after: 101, limit: 2 },
    url: '/api/console/insight/learners/?q=ruiz&after=101&limit=2',
  },
  'GET /api/console/insight/learners/{learnerId}/': {
    endpoint: 'getLearner',
    args: 101,
    url: '/api/console/insight/learners/101/',
  },
  'GET /api/console/insight/learners/{learnerId}/views/': {
    endpoint: 'getLearnerViews',
    args: 101,
    url: '/api/console/insight/learners/101/views/',
  },
  'POST /api/console/insight/refresh/': {
    endpoint: 'refreshInsight',
    args: { seen: '2026-11-26T14:53:00.000Z' },
    url: '/api/console/insight/refresh/',
    body: { seen: '2026-11-26T14:53:00.000Z' },
  },
  'GET /api/console/insight/refresh/': {
    endpoint: 'getInsightRefreshStatus',
    url: '/api/console/insight/refresh/',
  },
};
