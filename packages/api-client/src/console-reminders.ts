import type { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import type { TemplateKind } from '@aula/contracts/reminder-templates';
import type { ReminderKind, ReminderLanguage } from '@aula/contracts/reminders';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, type RequestQueryOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof reminderEndpoints>()({
  consoleReminders: { method: 'GET', path: '/api/console/reminders/' },
  saveConsoleReminderKind: { method: 'PUT', path: '/api/console/reminders/{kind}/' },
  previewConsoleReminder: { method: 'POST', path: '/api/console/reminders/preview/' },
  consoleReminderStats: { method: 'GET', path: '/api/console/reminders/stats/' },
  consoleReminderTemplates: { method: 'GET', path: '/api/console/reminders/templates/' },
  submitConsoleReminderTemplate: { method: 'POST', path: '/api/console/reminders/{kind}/templates/{language}/' },
});

const kinds = { type: 'ConsoleReminder', id: 'kinds' } as const;
const templates = { type: 'ConsoleReminder', id: 'templates' } as const;

/**
 * The console's reminder messages (issue 30): each kind's switch, hour and texts, previews and weekly
 * counts; their WhatsApp templates and the submission of a changed text for Meta's approval (issue 40).
 */
export const consoleRemindersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleReminders: builder.query<AnswerOf<typeof routes.consoleReminders>, void>({
      query: () => requestOf(routes.consoleReminders),
      providesTags: [kinds],
    }),
    saveConsoleReminderKind: builder.mutation<
      AnswerOf<typeof routes.saveConsoleReminderKind>,
      { kind: ReminderKind; body: RequestBodyOf<typeof routes.saveConsoleReminderKind> }
    >({
      query: ({ kind, body }) => requestOf(routes.saveConsoleReminderKind, { path: { kind }, body }),
      // A saved text may now be sent for approval: the templates say so.
      invalidatesTags: [kinds, templates],
    }),
    // A mutation, not a query: a preview changes nothing, but it is a POST of a draft the screen
    // asks for as the ally types, and a draft's answer is worth nothing to keep in the store.
    previewConsoleReminder: builder.mutation<
      AnswerOf<typeof routes.previewConsoleReminder>,
      RequestBodyOf<typeof routes.previewConsoleReminder>
    >({
      query: (body) => requestOf(routes.previewConsoleReminder, { body }),
    }),
    getConsoleReminderStats: builder.query<
      AnswerOf<typeof routes.consoleReminderStats>,
      RequestQueryOf<typeof routes.consoleReminderStats>
    >({
      query: (query) => requestOf(routes.consoleReminderStats, { query }),
      providesTags: [{ type: 'ConsoleReminder', id: 'stats' }],
    }),
    getConsoleReminderTemplates: builder.query<AnswerOf<typeof routes.consoleReminderTemplates>, void>({
      query: () => requestOf(routes.consoleReminderTemplates),
      providesTags: [templates],
    }),
    submitConsoleReminderTemplate: builder.mutation<
      AnswerOf<typeof routes.submitConsoleReminderTemplate>,
      /** `version`: a reminder kind's, as loaded; the webinar code's message takes none. */
      { kind: TemplateKind; language: ReminderLanguage; version?: number }
    >({
      query: ({ kind, language, version }) =>
        requestOf(routes.submitConsoleReminderTemplate, { path: { kind, language }, body: { version } }),
      // Refused or not, what Meta holds may have changed (a lost race, a submission that failed).
      invalidatesTags: [templates],
    }),
  }),
});

export const {
  useGetConsoleRemindersQuery,
  useSaveConsoleReminderKindMutation,
  usePreviewConsoleReminderMutation,
  useGetConsoleReminderStatsQuery,
  useGetConsoleReminderTemplatesQuery,
  useSubmitConsoleReminderTemplateMutation,
} = consoleRemindersApi;
