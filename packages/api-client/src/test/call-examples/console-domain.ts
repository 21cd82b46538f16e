import type { CallExamples } from './types';

/** An ally's own domain (issue 39 item 4). */
export const consoleDomainExamples: CallExamples = {
  'GET /api/console/domain/': { endpoint: 'getConsoleDomain', url: '/api/console/domain/' },
  'PUT /api/console/domain/': {
    endpoint: 'updateConsoleDomain',
    args: { host: 'aprende.banco.example' },
    url: '/api/console/domain/',
    body: { host: 'aprende.banco.example' },
  },
};
