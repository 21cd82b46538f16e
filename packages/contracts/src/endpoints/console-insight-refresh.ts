// The console insight's "refresh now" and its progress (issue 40): ally admins only, since a
// refresh costs the database a core for up to a couple of minutes.
import { insightRefreshAnswer, insightRefreshBody, insightRefreshStatus } from '../console-insight-refresh';
import { endpoint } from '../endpoint';

const admin = { domain: 'console', access: 'admin', documentedAs: false } as const;

export const consoleInsightRefreshEndpoints = {
  refreshInsight: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/console/insight/refresh/',
    summary:
      'Rebuilds the insight rollups now (one refresh at a time per database, once a minute per ally); answers at once',
    body: insightRefreshBody,
    response: insightRefreshAnswer,
    status: 202,
    errors: [400, 401, 403, 429],
  }),
  insightRefreshStatus: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/console/insight/refresh/',
    summary: 'Whether a refresh of the insight rollups is under way, and when the figures were last computed',
    response: insightRefreshStatus,
    errors: [401, 403],
  }),
};
