import { type CallExamples, FRONTEND_BASE_URL } from './types';

const newAlly = { code: 'tercera', name: 'Tercera', countries: ['mx'], admin_email: 'admin@tercera.example' };
const whatsapp = { number: '+573001234567', phone_number_id: '210987654321' };

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
  'PUT /api/console/allies/{code}/whatsapp/': {
    endpoint: 'setAllyWhatsapp',
    args: { code: 'crecer', ...whatsapp },
    url: '/api/console/allies/crecer/whatsapp/',
    body: whatsapp,
  },
  'DELETE /api/console/allies/{code}/whatsapp/': {
    endpoint: 'clearAllyWhatsapp',
    args: 'crecer',
    url: '/api/console/allies/crecer/whatsapp/',
  },
};
