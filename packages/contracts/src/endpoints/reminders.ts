// Reminders (issue 30): the learner's consent and preferences, the ally's settings, templates,
// preview and counts in the console, the opt-out link and the WhatsApp webhook.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  reminderTemplate,
  reminderTemplateParams,
  reminderTemplateSubmission,
  reminderTemplates,
} from '../reminder-templates';
import {
  consoleReminderSettings,
  optOutAnswer,
  optOutQuery,
  optOutRequest,
  reminderKindInput,
  reminderKindParams,
  reminderKindSettings,
  reminderPreferences,
  reminderPreferencesInput,
  reminderPreview,
  reminderPreviewRequest,
  reminderStats,
  reminderStatsQuery,
  whatsappVerifyQuery,
  whatsappWebhookAnswer,
  whatsappWebhookBody,
} from '../reminders';

const learnerCall = { domain: 'account', access: 'learner', documentedAs: false } as const;
const consoleCall = { domain: 'console', access: 'editor', documentedAs: false } as const;
const publicCall = { domain: 'account', access: 'public', documentedAs: false } as const;

export const reminderEndpoints = {
  reminderPreferences: endpoint({
    ...learnerCall,
    method: 'GET',
    path: '/api/account/reminders/',
    summary: "The learner's reminder consent and preferences, with when and from where consent was given",
    response: reminderPreferences,
    errors: [401],
  }),
  saveReminderPreferences: endpoint({
    ...learnerCall,
    method: 'PUT',
    path: '/api/account/reminders/',
    summary: 'Opts in or out and sets channel, frequency, quiet hours, time zone and language (source `settings`)',
    body: reminderPreferencesInput,
    response: reminderPreferences,
    errors: [400, 401],
  }),
  consoleReminders: endpoint({
    ...consoleCall,
    method: 'GET',
    path: '/api/console/reminders/',
    summary: "The acting ally's reminder kinds: on or off, N days, send hour, templates in es and en",
    response: consoleReminderSettings,
    errors: [401, 403],
  }),
  saveConsoleReminderKind: endpoint({
    ...consoleCall,
    method: 'PUT',
    path: '/api/console/reminders/{kind}/',
    summary: 'Saves one kind (its switch, N days, hour and both texts) if nobody saved it since `version`',
    params: reminderKindParams,
    body: reminderKindInput,
    response: reminderKindSettings,
    errors: [400, 401, 403, 409],
    conflict: reminderKindSettings,
  }),
  consoleReminderTemplates: endpoint({
    ...consoleCall,
    method: 'GET',
    path: '/api/console/reminders/templates/',
    summary:
      "Each kind's WhatsApp template per language: approved and newest versions, Meta's status (those in review asked again)",
    response: reminderTemplates,
    errors: [401, 403],
  }),
  submitConsoleReminderTemplate: endpoint({
    ...consoleCall,
    method: 'POST',
    path: '/api/console/reminders/{kind}/templates/{language}/',
    summary:
      "Sends the kind's saved text in one language to Meta for approval as the template's next version (`version`: the kind's, as loaded)",
    params: reminderTemplateParams,
    body: reminderTemplateSubmission,
    response: reminderTemplate,
    errors: [400, 401, 403, 409, 502],
    conflict: reminderKindSettings,
  }),
  previewConsoleReminder: endpoint({
    ...consoleCall,
    method: 'POST',
    path: '/api/console/reminders/preview/',
    summary: 'A template filled for a sample learner and one of the ally’s lessons, with its links',
    body: reminderPreviewRequest,
    response: reminderPreview,
    errors: [400, 401, 403],
  }),
  consoleReminderStats: endpoint({
    ...consoleCall,
    method: 'GET',
    path: '/api/console/reminders/stats/',
    summary: 'Sent, delivered, read, clicked and returned-to-learning per kind and ISO week',
    query: reminderStatsQuery,
    response: reminderStats,
    errors: [400, 401, 403],
  }),
  reminderOptOutCheck: endpoint({
    ...publicCall,
    method: 'GET',
    path: '/api/reminders/opt-out/',
    summary: 'What an opt-out link would do (whose ally, which channel, already out or not), changing nothing',
    query: optOutQuery,
    response: optOutAnswer,
    errors: [400],
  }),
  reminderOptOut: endpoint({
    ...publicCall,
    method: 'POST',
    path: '/api/reminders/opt-out/',
    summary: 'Opts the learner of a signed opt-out token out of reminders (source `link`)',
    body: optOutRequest,
    response: optOutAnswer,
    errors: [400],
  }),
  whatsappWebhookVerify: endpoint({
    ...publicCall,
    method: 'GET',
    path: '/api/whatsapp/webhook/',
    summary: "Meta's webhook handshake: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
    query: whatsappVerifyQuery,
    response: z.string().describe('hub.challenge, as text'),
    produces: ['text/plain'],
    errors: [400, 403],
  }),
  whatsappWebhook: endpoint({
    ...publicCall,
    method: 'POST',
    path: '/api/whatsapp/webhook/',
    summary:
      'Messages received (a "BAJA" reply opts out; any message opens the 24-hour window), delivery statuses and template reviews; signed with X-Hub-Signature-256 when WHATSAPP_APP_SECRET is set',
    body: whatsappWebhookBody,
    response: whatsappWebhookAnswer,
    errors: [400, 401],
  }),
};
