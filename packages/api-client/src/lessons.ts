import type {
  HasNextLessonResponse,
  Introduction,
  LessonDetail,
  LessonListResponse,
  LessonScopeQuery,
  LessonSummary,
  PartDetail,
  PartListItem,
  PartsResponse,
  SetFavoriteResponse,
  SetRatingRequest,
  SetRatingResponse,
} from '@aula/contracts/lessons';
import { api, listTags } from './api';

const lessonListTags = (result: LessonListResponse | undefined) =>
  listTags(
    'LessonList',
    'Lesson',
    result?.results.map(({ id }) => id),
  );

export interface SetRatingArgs extends SetRatingRequest {
  lessonId: number;
}

export const lessonsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getNewLessons: builder.query<LessonListResponse, LessonScopeQuery>({
      query: ({ country, ally_code }) => ({ url: '/api/new_lessons/', params: { country, ally_code } }),
      providesTags: lessonListTags,
    }),
    getMostViewedLessons: builder.query<LessonListResponse, LessonScopeQuery>({
      query: ({ country, ally_code }) => ({ url: '/api/most_viewed_lessons/', params: { country, ally_code } }),
      providesTags: lessonListTags,
    }),
    getRecommendedLessons: builder.query<LessonListResponse, void>({
      query: () => '/api/lessons/recommendations/',
      providesTags: lessonListTags,
    }),
    getFollowingLessons: builder.query<LessonListResponse, void>({
      query: () => '/api/lessons/following/',
      providesTags: lessonListTags,
    }),
    getFavoriteLessons: builder.query<LessonListResponse, void>({
      query: () => '/api/favorites/',
      providesTags: (result) =>
        listTags(
          'Favorite',
          'Lesson',
          result?.results.map(({ id }) => id),
        ),
    }),
    getModuleLessons: builder.query<LessonListResponse, number>({
      query: (moduleId) => `/api/lesson_modules/${moduleId}/lessons/`,
      providesTags: lessonListTags,
    }),
    getLesson: builder.query<LessonDetail, number>({
      query: (id) => `/api/lessons/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
    // Spec section 7: the client reads `results` of the parts and next-lessons answers.
    getLessonParts: builder.query<PartListItem[], number>({
      query: (lessonId) => `/api/lessons/${lessonId}/parts/`,
      transformResponse: (response: PartsResponse) => response.results,
      providesTags: (result) =>
        listTags(
          'Part',
          'Part',
          result?.map(({ id }) => id),
        ),
    }),
    getPart: builder.query<PartDetail, number>({
      query: (id) => `/api/parts/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Part', id }],
    }),
    getLessonIntroduction: builder.query<Introduction, number>({
      query: (lessonId) => `/api/introductions/${lessonId}/`,
    }),
    getModuleIntroduction: builder.query<Introduction, number>({
      query: (moduleId) => `/api/explore_introductions/${moduleId}/`,
    }),
    getNextLessons: builder.query<LessonSummary[], number>({
      query: (lessonId) => `/api/lessons/${lessonId}/next_lessons/`,
      transformResponse: (response: LessonListResponse) => response.results,
      providesTags: (result) =>
        listTags(
          'LessonList',
          'Lesson',
          result?.map(({ id }) => id),
        ),
    }),
    getHasNextLesson: builder.query<HasNextLessonResponse, number>({
      query: (lessonId) => `/api/lessons/${lessonId}/has_next_lesson/`,
    }),
    // The API toggles: the body is empty and the answer says where the favorite ended up.
    setFavorite: builder.mutation<SetFavoriteResponse, number>({
      query: (lessonId) => ({ url: `/api/lessons/${lessonId}/set_favorite/`, method: 'POST' }),
      invalidatesTags: (_result, _error, lessonId) => [
        { type: 'Lesson', id: lessonId },
        { type: 'Favorite', id: 'LIST' },
      ],
    }),
    setRating: builder.mutation<SetRatingResponse, SetRatingArgs>({
      query: ({ lessonId, rating }) => ({
        url: `/api/lessons/${lessonId}/set_rating/`,
        method: 'POST',
        body: { rating },
      }),
      invalidatesTags: (_result, _error, { lessonId }) => [{ type: 'Lesson', id: lessonId }],
    }),
  }),
});

export const {
  useGetNewLessonsQuery,
  useGetMostViewedLessonsQuery,
  useGetRecommendedLessonsQuery,
  useGetFollowingLessonsQuery,
  useGetFavoriteLessonsQuery,
  useGetModuleLessonsQuery,
  useGetLessonQuery,
  useGetLessonPartsQuery,
  useGetPartQuery,
  useGetLessonIntroductionQuery,
  useGetModuleIntroductionQuery,
  useGetNextLessonsQuery,
  useGetHasNextLessonQuery,
  useSetFavoriteMutation,
  useSetRatingMutation,
} = lessonsApi;
