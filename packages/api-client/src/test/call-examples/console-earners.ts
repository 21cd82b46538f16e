import type { CallExamples } from './types';

/** Who earned an achievement and its codes sent (issue 40, row 2), on impulsa's mock "Vendedora estrella" (71). */
export const consoleEarnersExamples: CallExamples = {
  'GET /api/console/achievements/{id}/earners/': {
    endpoint: 'getAchievementEarners',
    args: { id: 71, q: 'ruiz', after: 101, limit: 2 },
    url: '/api/console/achievements/71/earners/?q=ruiz&after=101&limit=2',
  },
  'POST /api/console/achievements/{id}/codes/send/': {
    endpoint: 'sendAchievementCodes',
    args: 71,
    url: '/api/console/achievements/71/codes/send/',
  },
  'POST /api/console/achievements/{id}/earners/{learnerId}/retry/': {
    endpoint: 'retryAchievementCode',
    args: { id: 71, learnerId: 104 },
    url: '/api/console/achievements/71/earners/104/retry/',
  },
};
