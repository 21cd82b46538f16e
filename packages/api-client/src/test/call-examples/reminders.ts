import type { CallExamples } from './types';

/** A token of the mocks' shape (`mock-opt-out-<user id>-...`). */
const OPT_OUT_TOKEN = 'mock-opt-out-1-abcdef123456';

const preferences = {
  optedIn: true,
  channel: 'whatsapp',
  frequency: 'weekly',
  quietHours: { start: 21, end: 8 },
  timeZone: 'America/Mexico_City',
  language: 'es',
};

export const reminderExamples: CallExamples = {
  'GET /api/account/reminders/': { endpoint: 'reminderPreferences', url: '/api/account/reminders/' },
  'PUT /api/account/reminders/': {
    endpoint: 'saveReminderPreferences',
    args: preferences,
    url: '/api/account/reminders/',
    body: preferences,
  },
  'GET /api/reminders/opt-out/': {
    endpoint: 'reminderOptOutCheck',
    args: OPT_OUT_TOKEN,
    url: `/api/reminders/opt-out/?t=${OPT_OUT_TOKEN}`,
  },
  'POST /api/reminders/opt-out/': {
    endpoint: 'reminderOptOut',
    args: OPT_OUT_TOKEN,
    url: '/api/reminders/opt-out/',
    body: { token: OPT_OUT_TOKEN },
  },
};
