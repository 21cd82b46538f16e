import type { consoleRewardEndpoints } from '@aula/contracts/endpoints/console-rewards';
import { api } from './api';
import { historyTag } from './console-history';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleRewardEndpoints>()({
  consoleAchievements: { method: 'GET', path: '/api/console/achievements/' },
  createConsoleAchievement: { method: 'POST', path: '/api/console/achievements/' },
  updateConsoleAchievement: { method: 'PUT', path: '/api/console/achievements/{id}/' },
  consoleWebinars: { method: 'GET', path: '/api/console/webinars/' },
  createConsoleWebinar: { method: 'POST', path: '/api/console/webinars/' },
  updateConsoleWebinar: { method: 'PUT', path: '/api/console/webinars/{id}/' },
  consoleWebinarCodes: { method: 'GET', path: '/api/console/webinars/{id}/codes/' },
  generateWebinarCodes: { method: 'POST', path: '/api/console/webinars/{id}/codes/' },
  exportWebinarCodes: { method: 'GET', path: '/api/console/webinars/{id}/codes/export/' },
});

type Achievement = AnswerOf<typeof routes.createConsoleAchievement>;
type Webinar = AnswerOf<typeof routes.createConsoleWebinar>;

/** The codes' CSV as the browser saves it, under the name the server gave. */
export interface CodesFile {
  text: string;
  fileName: string;
}

const fileNameOf = (header: string | null, id: number) =>
  /filename="([\w.-]+\.csv)"/.exec(header ?? '')?.[1] ?? `codigos-webinar-${id}.csv`;

/** The console's rewards (achievements, webinars and their codes), for the ally the client acts for. */
export const consoleRewardsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleAchievements: builder.query<AnswerOf<typeof routes.consoleAchievements>, void>({
      query: () => requestOf(routes.consoleAchievements),
      providesTags: [{ type: 'ConsoleReward', id: 'achievements' }],
    }),
    createConsoleAchievement: builder.mutation<Achievement, RequestBodyOf<typeof routes.createConsoleAchievement>>({
      query: (body) => requestOf(routes.createConsoleAchievement, { body }),
      invalidatesTags: [{ type: 'ConsoleReward', id: 'achievements' }, 'Achievement'],
    }),
    updateConsoleAchievement: builder.mutation<
      Achievement,
      { id: number; body: RequestBodyOf<typeof routes.updateConsoleAchievement> }
    >({
      query: ({ id, body }) => requestOf(routes.updateConsoleAchievement, { path: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ConsoleReward', id: 'achievements' },
        'Achievement',
        historyTag('achievement', id),
      ],
    }),
    getConsoleWebinars: builder.query<AnswerOf<typeof routes.consoleWebinars>, void>({
      query: () => requestOf(routes.consoleWebinars),
      providesTags: [{ type: 'ConsoleReward', id: 'webinars' }],
    }),
    createConsoleWebinar: builder.mutation<Webinar, RequestBodyOf<typeof routes.createConsoleWebinar>>({
      query: (body) => requestOf(routes.createConsoleWebinar, { body }),
      invalidatesTags: [{ type: 'ConsoleReward', id: 'webinars' }],
    }),
    updateConsoleWebinar: builder.mutation<
      Webinar,
      { id: number; body: RequestBodyOf<typeof routes.updateConsoleWebinar> }
    >({
      query: ({ id, body }) => requestOf(routes.updateConsoleWebinar, { path: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ConsoleReward', id: 'webinars' },
        historyTag('webinar', id),
      ],
    }),
    getWebinarCodes: builder.query<AnswerOf<typeof routes.consoleWebinarCodes>, number>({
      query: (id) => requestOf(routes.consoleWebinarCodes, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'ConsoleReward', id: `codes-${id}` }],
    }),
    generateWebinarCodes: builder.mutation<AnswerOf<typeof routes.generateWebinarCodes>, { id: number; count: number }>(
      {
        query: ({ id, count }) => requestOf(routes.generateWebinarCodes, { path: { id }, body: { count } }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'ConsoleReward', id: `codes-${id}` },
          { type: 'ConsoleReward', id: 'webinars' },
          historyTag('webinar', id),
        ],
      },
    ),
    exportWebinarCodes: builder.query<CodesFile, number>({
      query: (id) => ({
        ...requestOf(routes.exportWebinarCodes, { path: { id } }),
        responseHandler: async (response) =>
          response.ok
            ? { text: await response.text(), fileName: fileNameOf(response.headers.get('content-disposition'), id) }
            : response.json(),
      }),
      // Each download asks again: codes get used between two clicks.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetConsoleAchievementsQuery,
  useCreateConsoleAchievementMutation,
  useUpdateConsoleAchievementMutation,
  useGetConsoleWebinarsQuery,
  useCreateConsoleWebinarMutation,
  useUpdateConsoleWebinarMutation,
  useGetWebinarCodesQuery,
  useGenerateWebinarCodesMutation,
  useLazyExportWebinarCodesQuery,
} = consoleRewardsApi;
