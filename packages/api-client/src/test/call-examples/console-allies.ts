import { type CallExamples, FRONTEND_BASE_URL } from './types';

const newAlly = { code: 'tercera', name: 'Tercera', countries: ['mx'], admin_email: 'admin@tercera.example' };

/** The platform's allies (staff, issue 39). */
export const consoleAllyExamples: CallExamples = {
  'GET /api/console/allies/': { endpoint: 'getAllies', url: '/api/console/allies/' },
  'POST /api/console/allies/': {
    endpoint: 'createAlly',
    args: newAlly,
    url: '/api/console/allies/',
    body: { ...newAlly, url_base: FRONTEND_BASE_URL },
  },
  'POST /api/console/allies/{code}/suspend/': {
    endpoint: 'suspendAlly',
    args: 'crecer',
    url: '/api/console/allies/crecer/suspend/',
  },
  'POST /api/console/allies/{code}/restore/': {
    endpoint: 'restoreAlly',
    args: 'crecer',
    url: '/api/console/allies/crecer/restore/',
  },
};
