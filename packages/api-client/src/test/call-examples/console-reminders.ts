import type { CallExamples } from './types';

const kind = {
  version: 1,
  enabled: true,
  afterDays: 5,
  sendHour: 18,
  templates: {
    es: { body: 'Hola {nombre}, sigue con «{leccion}».' },
    en: { body: 'Hi {name}, carry on with "{lesson}".' },
  },
};

/** The console's reminder messages (issues 30 and 40): kinds, saving one, a draft's preview, weekly counts, templates. */
export const consoleReminderExamples: CallExamples = {
  'GET /api/console/reminders/': { endpoint: 'getConsoleReminders', url: '/api/console/reminders/' },
  'PUT /api/console/reminders/{kind}/': {
    endpoint: 'saveConsoleReminderKind',
    args: { kind: 'stopped_mid_lesson', body: kind },
    url: '/api/console/reminders/stopped_mid_lesson/',
    body: kind,
  },
  'POST /api/console/reminders/preview/': {
    endpoint: 'previewConsoleReminder',
    args: { kind: 'new_module', language: 'es', body: 'Nuevo: «{leccion}»' },
    url: '/api/console/reminders/preview/',
    body: { kind: 'new_module', language: 'es', body: 'Nuevo: «{leccion}»' },
  },
  'GET /api/console/reminders/stats/': {
    endpoint: 'getConsoleReminderStats',
    args: { weeks: 8 },
    url: '/api/console/reminders/stats/?weeks=8',
  },
  'GET /api/console/reminders/templates/': {
    endpoint: 'getConsoleReminderTemplates',
    url: '/api/console/reminders/templates/',
  },
  'POST /api/console/reminders/{kind}/templates/{language}/': {
    endpoint: 'submitConsoleReminderTemplate',
    args: { kind: 'achievement_earned', language: 'en', version: 1 },
    url: '/api/console/reminders/achievement_earned/templates/en/',
    body: { version: 1 },
  },
};
