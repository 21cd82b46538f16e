import type { consoleEarnersEndpoints } from '@aula/contracts/endpoints/console-earners';
import { api } from './api';
import { type AnswerOf, type RequestQueryOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleEarnersEndpoints>()({
  achievementEarners: { method: 'GET', path: '/api/console/achievements/{id}/earners/' },
  achievementEarnersCsv: { method: 'GET', path: '/api/console/achievements/{id}/earners.csv' },
  achievementEarnersXlsx: { method: 'GET', path: '/api/console/achievements/{id}/earners.xlsx' },
  sendAchievementCodes: { method: 'POST', path: '/api/console/achievements/{id}/codes/send/' },
  retryAchievementCode: { method: 'POST', path: '/api/console/achievements/{id}/earners/{learnerId}/retry/' },
});

export type EarnersArgs = { id: number } & RequestQueryOf<typeof routes.achievementEarners>;

/** The earners' files by format (fetched by `downloadFile` with the path's `{id}` filled, never kept in the store). */
export const EARNERS_EXPORTS = {
  csv: routes.achievementEarnersCsv.path,
  xlsx: routes.achievementEarnersXlsx.path,
} as const;

const earnersTag = (id: number) => ({ type: 'ConsoleReward' as const, id: `earners-${id}` });

/**
 * Who earned an achievement (ally admins: personal data) and "Enviar códigos". Sending changes the
 * list (codes, messages) and the webinar's code counts, so both are asked again.
 */
export const consoleEarnersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAchievementEarners: builder.query<AnswerOf<typeof routes.achievementEarners>, EarnersArgs>({
      query: ({ id, ...query }) => requestOf(routes.achievementEarners, { path: { id }, query }),
      providesTags: (_result, _error, { id }) => [earnersTag(id)],
      // Names and contacts: not kept once the screen is left.
      keepUnusedDataFor: 0,
    }),
    sendAchievementCodes: builder.mutation<AnswerOf<typeof routes.sendAchievementCodes>, number>({
      query: (id) => requestOf(routes.sendAchievementCodes, { path: { id } }),
      invalidatesTags: (_result, _error, id) => [earnersTag(id), { type: 'ConsoleReward', id: 'webinars' }],
    }),
    retryAchievementCode: builder.mutation<
      AnswerOf<typeof routes.retryAchievementCode>,
      { id: number; learnerId: number }
    >({
      query: ({ id, learnerId }) => requestOf(routes.retryAchievementCode, { path: { id, learnerId } }),
      invalidatesTags: (_result, _error, { id }) => [earnersTag(id)],
    }),
  }),
});

export const { useGetAchievementEarnersQuery, useSendAchievementCodesMutation, useRetryAchievementCodeMutation } =
  consoleEarnersApi;
