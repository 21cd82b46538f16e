import type {
  HasNextLessonResponse,
  Introduction,
  LessonDetail,
  LessonListResponse,
  LessonScopeQuery,
  LessonSummary,
  PartDetail,
  PartListItem,
  PartProgressRequest,
  PartProgressResponse,
  PartsResponse,
  SetFavoriteRequest,
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

/** The list fields of a cached lesson, to add it to the favourites list before the server answers. */
function summaryOf(lesson: LessonDetail): LessonSummary {
  const { id, title, summary, cover_image_url, duration_minutes, module, views, progress } = lesson;
  return { id, title, summary, cover_image_url, duration_minutes, module, views, progress };
}

/** The lesson and the state its heart should end in. */
export interface SetFavoriteArgs extends SetFavoriteRequest {
  lessonId: number;
}

export interface SetRatingArgs extends SetRatingRequest {
  lessonId: number;
}

/** A progress report of the player, with the lesson whose cached progress it may change. */
export interface PartProgressArgs {
  partId: number;
  lessonId: number;
  report: PartProgressRequest;
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
    // Fetching a part starts the learner's time on it; it completes nothing (reportPartProgress does).
    getPart: builder.query<PartDetail, number>({
      query: (id) => `/api/parts/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Part', id }],
    }),
    // The player says what it saw; the server judges whether the part is now done. Its first
    // completion marks the part and the lesson's progress in the cache and refreshes what depends
    // on it (module progress, lists, achievements) without fetching the lesson again (a view).
    reportPartProgress: builder.mutation<PartProgressResponse, PartProgressArgs>({
      query: ({ partId, report }) => ({ url: `/api/parts/${partId}/progress/`, method: 'POST', body: report }),
      async onQueryStarted({ partId, lessonId }, { dispatch, getState, queryFulfilled }) {
        let answer: PartProgressResponse;
        try {
          answer = (await queryFulfilled).data;
        } catch {
          return;
        }
        const state = getState() as never;
        const wasCompleted = lessonsApi.endpoints.getPart.select(partId)(state).data?.completed ?? false;
        if (!answer.completed || wasCompleted) return;
        const moduleId = lessonsApi.endpoints.getLesson.select(lessonId)(state).data?.module.id;
        dispatch(
          lessonsApi.util.updateQueryData('getPart', partId, (part) => {
            part.completed = true;
            part.lesson_progress = answer.lesson_progress;
          }),
        );
        dispatch(
          lessonsApi.util.updateQueryData('getLessonParts', lessonId, (list) => {
            for (const item of list) if (item.id === partId) item.completed = true;
          }),
        );
        dispatch(
          lessonsApi.util.updateQueryData('getLesson', lessonId, (lesson) => {
            lesson.progress = answer.lesson_progress;
          }),
        );
        dispatch(
          lessonsApi.util.invalidateTags([
            { type: 'LessonList', id: 'LIST' },
            { type: 'Module', id: 'LIST' },
            ...(moduleId === undefined ? [] : [{ type: 'Module' as const, id: moduleId }]),
            { type: 'Achievement', id: 'LIST' },
          ]),
        );
      },
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
    // Says the state wanted, never "toggle": a request sent twice (an offline queue replaying)
    // leaves the mark as the learner left it. The heart moves at once (optimistic) and moves back
    // if the call fails. The lesson is not fetched again: every GET of a lesson counts as a view.
    setFavorite: builder.mutation<SetFavoriteResponse, SetFavoriteArgs>({
      query: ({ lessonId, favorite }) => ({
        url: `/api/lessons/${lessonId}/set_favorite/`,
        method: 'POST',
        body: { favorite } satisfies SetFavoriteRequest,
      }),
      async onQueryStarted({ lessonId, favorite: wanted }, { dispatch, getState, queryFulfilled }) {
        const cached = lessonsApi.endpoints.getLesson.select(lessonId)(getState() as never).data;
        const favoriteBefore = !wanted;
        const undo = [
          dispatch(
            lessonsApi.util.updateQueryData('getLesson', lessonId, (lesson) => {
              lesson.favorite = !favoriteBefore;
            }),
          ),
          dispatch(
            lessonsApi.util.updateQueryData('getFavoriteLessons', undefined, (list) => {
              if (favoriteBefore) list.results = list.results.filter(({ id }) => id !== lessonId);
              else if (cached && !list.results.some(({ id }) => id === lessonId))
                list.results.unshift(summaryOf(cached));
            }),
          ),
        ];
        try {
          const { data } = await queryFulfilled;
          dispatch(
            lessonsApi.util.updateQueryData('getLesson', lessonId, (lesson) => {
              lesson.favorite = data.favorite;
            }),
          );
          // Added from a card whose lesson is not cached: the list must come from the server.
          if (data.favorite && !cached) dispatch(lessonsApi.util.invalidateTags([{ type: 'Favorite', id: 'LIST' }]));
        } catch {
          for (const patch of undo) patch.undo();
        }
      },
    }),
    // The answer carries the new average: written into the cached lesson, no refetch (a view).
    setRating: builder.mutation<SetRatingResponse, SetRatingArgs>({
      query: ({ lessonId, rating }) => ({
        url: `/api/lessons/${lessonId}/set_rating/`,
        method: 'POST',
        body: { rating },
      }),
      async onQueryStarted({ lessonId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            lessonsApi.util.updateQueryData('getLesson', lessonId, (lesson) => {
              lesson.rating = data.rating;
              lesson.rating_average = data.rating_average;
            }),
          );
        } catch {
          // The screen shows the failure; the cached lesson still holds the rating the server has.
        }
      },
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
  useReportPartProgressMutation,
  useGetLessonIntroductionQuery,
  useGetModuleIntroductionQuery,
  useGetNextLessonsQuery,
  useGetHasNextLessonQuery,
  useSetFavoriteMutation,
  useSetRatingMutation,
} = lessonsApi;
