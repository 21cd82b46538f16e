import type { AttendanceRequest, RedeemCodeRequest, ShippingAddress } from '@aula/contracts/achievements';
import type { achievementEndpoints } from '@aula/contracts/endpoints/achievements';
import { api, listTags } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const achievementRoutes = routesOf<typeof achievementEndpoints>()({
  achievements: { method: 'GET', path: '/api/achievements/' },
  achievement: { method: 'GET', path: '/api/achievements/{id}/' },
  prizeAccess: { method: 'GET', path: '/api/achievements/{id}/prize_access/' },
  moduleBusinessTypes: { method: 'GET', path: '/api/lesson_modules/{id}/ally_business_types/' },
  userData: { method: 'POST', path: '/api/achievements/{id}/user_data/' },
  redeemCode: { method: 'POST', path: '/api/webinars/{id}/redeem_code/' },
  attendance: { method: 'GET', path: '/api/webinars/{id}/attendance/' },
  reportAttendance: { method: 'POST', path: '/api/webinars/{id}/attendance/' },
});

export type UserDataResponse = AnswerOf<typeof achievementRoutes.userData>;

/** A day: long enough that a screen mounted again in the same visit reuses the first answer. */
const PRIZE_ACCESS_KEEP_SECONDS = 24 * 60 * 60;

export interface SubmitUserDataArgs {
  achievementId: number;
  address: ShippingAddress;
}

/** The webinar belongs to an achievement's prize: the id says which cached achievement to refresh. */
export interface RedeemWebinarCodeArgs extends RedeemCodeRequest {
  webinarId: number;
  achievementId: number;
}

const achievementAndPrize = (achievementId: number) => [
  { type: 'Achievement' as const, id: achievementId },
  { type: 'PrizeAccess' as const, id: achievementId },
];

export interface ReportAttendanceArgs extends AttendanceRequest {
  webinarId: number;
}

export const achievementsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAchievements: builder.query<AnswerOf<typeof achievementRoutes.achievements>, void>({
      query: () => requestOf(achievementRoutes.achievements),
      providesTags: (result) =>
        listTags(
          'Achievement',
          'Achievement',
          result?.results.map(({ id }) => id),
        ),
    }),
    getAchievement: builder.query<AnswerOf<typeof achievementRoutes.achievement>, number>({
      query: (id) => requestOf(achievementRoutes.achievement, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Achievement', id }],
    }),
    /*
     * Spec: prize access is read on its "first emission only". RTK Query fetches a query once per
     * argument and by default does not refetch on mount, focus or reconnect (this api sets none of
     * those options); keeping the answer a day means remounting the prize screen reuses it instead
     * of asking again. Use usePrizeAccessQuery, which pins those options off for the screen. Only
     * an explicit change (user_data, redeem_code) invalidates it, because then the answer is stale.
     */
    getPrizeAccess: builder.query<AnswerOf<typeof achievementRoutes.prizeAccess>, number>({
      query: (achievementId) => requestOf(achievementRoutes.prizeAccess, { path: { id: achievementId } }),
      keepUnusedDataFor: PRIZE_ACCESS_KEEP_SECONDS,
      providesTags: (_result, _error, achievementId) => [{ type: 'PrizeAccess', id: achievementId }],
    }),
    getAllyBusinessTypes: builder.query<AnswerOf<typeof achievementRoutes.moduleBusinessTypes>, number>({
      query: (moduleId) => requestOf(achievementRoutes.moduleBusinessTypes, { path: { id: moduleId } }),
    }),
    submitAchievementUserData: builder.mutation<UserDataResponse, SubmitUserDataArgs>({
      query: ({ achievementId, address }) =>
        requestOf(achievementRoutes.userData, { path: { id: achievementId }, body: address }),
      invalidatesTags: (_result, _error, { achievementId }) => achievementAndPrize(achievementId),
    }),
    redeemWebinarCode: builder.mutation<AnswerOf<typeof achievementRoutes.redeemCode>, RedeemWebinarCodeArgs>({
      query: ({ webinarId, code }) =>
        requestOf(achievementRoutes.redeemCode, { path: { id: webinarId }, body: { code } }),
      invalidatesTags: (_result, _error, { achievementId }) => achievementAndPrize(achievementId),
    }),
    /** The server's record of the learner's minutes in a webinar's room (spec section 8). */
    getWebinarAttendance: builder.query<AnswerOf<typeof achievementRoutes.attendance>, number>({
      query: (webinarId) => requestOf(achievementRoutes.attendance, { path: { id: webinarId } }),
    }),
    /** Join, heartbeat or leave: the answer is the server's record, so it replaces the cached one. */
    reportWebinarAttendance: builder.mutation<
      AnswerOf<typeof achievementRoutes.reportAttendance>,
      ReportAttendanceArgs
    >({
      query: ({ webinarId, event }) =>
        requestOf(achievementRoutes.reportAttendance, { path: { id: webinarId }, body: { event } }),
      async onQueryStarted({ webinarId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(achievementsApi.util.upsertQueryData('getWebinarAttendance', webinarId, data));
      },
    }),
  }),
});

export const {
  useGetAchievementsQuery,
  useGetAchievementQuery,
  useGetPrizeAccessQuery,
  useGetAllyBusinessTypesQuery,
  useSubmitAchievementUserDataMutation,
  useRedeemWebinarCodeMutation,
  useGetWebinarAttendanceQuery,
  useReportWebinarAttendanceMutation,
} = achievementsApi;

/** The prize screen's hook: one answer per visit, never refreshed behind the learner's back. */
export function usePrizeAccessQuery(achievementId: number) {
  return useGetPrizeAccessQuery(achievementId, {
    refetchOnMountOrArgChange: false,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });
}
