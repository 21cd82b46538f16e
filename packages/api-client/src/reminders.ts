// The learner's reminder consent and preferences (issue 30) and the one-tap opt-out of a
// message's link. Saving answers with the whole preferences, which replace the cached ones, so
// the screen shows the recorded consent (when, from where) without asking again.
import type { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const reminderRoutes = routesOf<typeof reminderEndpoints>()({
  reminderPreferences: { method: 'GET', path: '/api/account/reminders/' },
  saveReminderPreferences: { method: 'PUT', path: '/api/account/reminders/' },
  reminderOptOutCheck: { method: 'GET', path: '/api/reminders/opt-out/' },
  reminderOptOut: { method: 'POST', path: '/api/reminders/opt-out/' },
});
type Routes = typeof reminderRoutes;

export type ReminderPreferencesAnswer = AnswerOf<Routes['reminderPreferences']>;
export type OptOutAnswer = AnswerOf<Routes['reminderOptOut']>;

export const remindersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    reminderPreferences: builder.query<ReminderPreferencesAnswer, void>({
      query: () => requestOf(reminderRoutes.reminderPreferences),
    }),
    saveReminderPreferences: builder.mutation<
      AnswerOf<Routes['saveReminderPreferences']>,
      RequestBodyOf<Routes['saveReminderPreferences']>
    >({
      query: (preferences) => requestOf(reminderRoutes.saveReminderPreferences, { body: preferences }),
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('reminderPreferences', undefined, data));
        } catch {
          // the form reads the failure from the mutation result
        }
      },
    }),
    // What the link would do, changing nothing: link scanners that open every link in a message
    // only ever reach this; the opt-out itself is the POST behind the screen's button.
    reminderOptOutCheck: builder.query<OptOutAnswer, string>({
      query: (token) => requestOf(reminderRoutes.reminderOptOutCheck, { query: { t: token } }),
    }),
    reminderOptOut: builder.mutation<OptOutAnswer, string>({
      query: (token) => requestOf(reminderRoutes.reminderOptOut, { body: { token } }),
    }),
  }),
});

export const {
  useReminderPreferencesQuery,
  useSaveReminderPreferencesMutation,
  useReminderOptOutCheckQuery,
  useReminderOptOutMutation,
} = remindersApi;
