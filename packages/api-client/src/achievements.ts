import type {
  Achievement,
  AchievementsResponse,
  AttendanceRequest,
  PrizeAccess,
  RedeemCodeRequest,
  RedeemCodeResponse,
  ShippingAddress,
  userDataResponse,
  WebinarAttendance,
} from '@aula/contracts/achievements';
import type { CatalogItem } from '@aula/contracts/catalogs';
import { api, listTags } from './api';

/** The contract names no type for the user_data answer; infer it from the schema, as a type only. */
export type UserDataResponse = ReturnType<typeof userDataResponse.parse>;

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
    getAchievements: builder.query<AchievementsResponse, void>({
      query: () => '/api/achievements/',
      providesTags: (result) =>
        listTags(
          'Achievement',
          'Achievement',
          result?.results.map(({ id }) => id),
        ),
    }),
    getAchievement: builder.query<Achievement, number>({
      query: (id) => `/api/achievements/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Achievement', id }],
    }),
    /*
     * Spec: prize access is read on its "first emission only". RTK Query fetches a query once per
     * argument and by default does not refetch on mount, focus or reconnect (this api sets none of
     * those options); keeping the answer a day means remounting the prize screen reuses it instead
     * of asking again. Use usePrizeAccessQuery, which pins those options off for the screen. Only
     * an explicit change (user_data, redeem_code) invalidates it, because then the answer is stale.
     */
    getPrizeAccess: builder.query<PrizeAccess, number>({
      query: (achievementId) => `/api/achievements/${achievementId}/prize_access/`,
      keepUnusedDataFor: PRIZE_ACCESS_KEEP_SECONDS,
      providesTags: (_result, _error, achievementId) => [{ type: 'PrizeAccess', id: achievementId }],
    }),
    getAllyBusinessTypes: builder.query<CatalogItem[], number>({
      query: (moduleId) => `/api/lesson_modules/${moduleId}/ally_business_types/`,
    }),
    submitAchievementUserData: builder.mutation<UserDataResponse, SubmitUserDataArgs>({
      query: ({ achievementId, address }) => ({
        url: `/api/achievements/${achievementId}/user_data/`,
        method: 'POST',
        body: address,
      }),
      invalidatesTags: (_result, _error, { achievementId }) => achievementAndPrize(achievementId),
    }),
    redeemWebinarCode: builder.mutation<RedeemCodeResponse, RedeemWebinarCodeArgs>({
      query: ({ webinarId, code }) => ({
        url: `/api/webinars/${webinarId}/redeem_code/`,
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: (_result, _error, { achievementId }) => achievementAndPrize(achievementId),
    }),
    /** The server's record of the learner's minutes in a webinar's room (spec section 8). */
    getWebinarAttendance: builder.query<WebinarAttendance, number>({
      query: (webinarId) => `/api/webinars/${webinarId}/attendance/`,
    }),
    /** Join, heartbeat or leave: the answer is the server's record, so it replaces the cached one. */
    reportWebinarAttendance: builder.mutation<WebinarAttendance, ReportAttendanceArgs>({
      query: ({ webinarId, event }) => ({
        url: `/api/webinars/${webinarId}/attendance/`,
        method: 'POST',
        body: { event },
      }),
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
