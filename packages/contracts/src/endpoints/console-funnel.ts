// The ally console's funnel and drop-off per module (issue 29).

import { funnelResponse } from '../console-funnel';
import { insightFilterSchema } from '../console-insight';
import { endpoint } from '../endpoint';

export const consoleFunnelEndpoints = {
  funnel: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/funnel/',
    summary:
      'Per module: learners who started it in the period, reached each lesson, finished; where the others stopped',
    query: insightFilterSchema,
    response: funnelResponse,
    errors: [400, 401, 403],
  }),
};
