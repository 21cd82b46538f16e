import type { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { moduleEndpoints } from '@aula/contracts/endpoints/modules';
import type { LessonDetail, LessonSummary } from '@aula/contracts/lessons';
import { api, listTags } from './api';
import { type AnswerOf, type RequestBodyOf, type RequestQueryOf, requestOf, routesOf } from './request-of';

const lessonRoutes = routesOf<typeof lessonEndpoints>()({
  newLessons: { method: 'GET', path: '/api/new_lessons/' },
  mostViewedLessons: { method: 'GET', path: '/api/most_viewed_lessons/' },
  lessonPreview: { method: 'GET', path: '/api/lesson_previews/{id}/' },
  recommendations: { method: 'GET', path: '/api/lessons/recommendations/' },
  following: { method: 'GET', path: '/api/lessons/following/' },
  favorites: { method: 'GET', path: '/api/favorites/' },
  lesson: { method: 'GET', path: '/api/lessons/{id}/' },
  nextLessons: { method: 'GET', path: '/api/lessons/{id}/next_lessons/' },
  hasNextLesson: { method: 'GET', path: '/api/lessons/{id}/has_next_lesson/' },
  lessonParts: { method: 'GET', path: '/api/lessons/{id}/parts/' },
  part: { method: 'GET', path: '/api/parts/{id}/' },
  partProgress: { method: 'POST', path: '/api/parts/{id}/progress/' },
  introduction: { method: 'GET', path: '/api/introductions/{id}/' },
  exploreIntroduction: { method: 'GET', path: '/api/explore_introductions/{id}/' },
  setFavorite: { method: 'POST', path: '/api/lessons/{id}/set_favorite/' },
  setRating: { method: 'POST', path: '/api/lessons/{id}/set_rating/' },
});
const moduleRoutes = routesOf<typeof moduleEndpoints>()({
  moduleLessons: { method: 'GET', path: '/api/lesson_modules/{id}/lessons/' },
});

type LessonListResponse = AnswerOf<typeof lessonRoutes.newLessons>;
type SetFavoriteRequest = NonNullable<RequestBodyOf<typeof lessonRoutes.setFavorite>>;
type SetRatingRequest = RequestBodyOf<typeof lessonRoutes.setRating>;
type PartProgressResponse = AnswerOf<typeof lessonRoutes.partProgress>;

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

/** A lesson's preview as the ally's site shows it to a signed-out visitor. */
export interface LessonPreviewArgs extends RequestQueryOf<typeof lessonRoutes.lessonPreview> {
  lessonId: number;
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
  report: RequestBodyOf<typeof lessonRoutes.partProgress>;
}

export const lessonsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getNewLessons: builder.query<LessonListResponse, RequestQueryOf<typeof lessonRoutes.newLessons>>({
      query: ({ country, ally_code }) => requestOf(lessonRoutes.newLessons, { query: { country, ally_code } }),
      providesTags: lessonListTags,
    }),
    getMostViewedLessons: builder.query<
      AnswerOf<typeof lessonRoutes.mostViewedLessons>,
      RequestQueryOf<typeof lessonRoutes.mostViewedLessons>
    >({
      query: ({ country, ally_code }) => requestOf(lessonRoutes.mostViewedLessons, { query: { country, ally_code } }),
      providesTags: lessonListTags,
    }),
    // Null when this site shows no such lesson (the API's 404): an answer, not a failure, so the
    // page says "not found", on the server too, where a failed query is asked again at each render.
    getLessonPreview: builder.query<AnswerOf<typeof lessonRoutes.lessonPreview> | null, LessonPreviewArgs>({
      queryFn: async ({ lessonId, country, ally_code }, _api, _extra, baseQuery) => {
        const result = await baseQuery(
          requestOf(lessonRoutes.lessonPreview, { path: { id: lessonId }, query: { country, ally_code } }),
        );
        if (result.error?.status === 404) return { data: null };
        return result.error
          ? { error: result.error }
          : { data: result.data as AnswerOf<typeof lessonRoutes.lessonPreview> };
      },
    }),
    getRecommendedLessons: builder.query<AnswerOf<typeof lessonRoutes.recommendations>, void>({
      query: () => requestOf(lessonRoutes.recommendations),
      providesTags: lessonListTags,
    }),
    getFollowingLessons: builder.query<AnswerOf<typeof lessonRoutes.following>, void>({
      query: () => requestOf(lessonRoutes.following),
      providesTags: lessonListTags,
    }),
    getFavoriteLessons: builder.query<AnswerOf<typeof lessonRoutes.favorites>, void>({
      query: () => requestOf(lessonRoutes.favorites),
      providesTags: (result) =>
        listTags(
          'Favorite',
          'Lesson',
          result?.results.map(({ id }) => id),
        ),
    }),
    getModuleLessons: builder.query<AnswerOf<typeof moduleRoutes.moduleLessons>, number>({
      query: (moduleId) => requestOf(moduleRoutes.moduleLessons, { path: { id: moduleId } }),
      providesTags: lessonListTags,
    }),
    getLesson: builder.query<AnswerOf<typeof lessonRoutes.lesson>, number>({
      query: (id) => requestOf(lessonRoutes.lesson, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
    // Spec section 7: the client reads `results` of the parts and next-lessons answers.
    getLessonParts: builder.query<AnswerOf<typeof lessonRoutes.lessonParts>['results'], number>({
      query: (lessonId) => requestOf(lessonRoutes.lessonParts, { path: { id: lessonId } }),
      transformResponse: (response: AnswerOf<typeof lessonRoutes.lessonParts>) => response.results,
      providesTags: (result) =>
        listTags(
          'Part',
          'Part',
          result?.map(({ id }) => id),
        ),
    }),
    // Fetching a part starts the learner's time on it; it completes nothing (reportPartProgress does).
    getPart: builder.query<AnswerOf<typeof lessonRoutes.part>, number>({
      query: (id) => requestOf(lessonRoutes.part, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Part', id }],
    }),
    // The player says what it saw; the server judges whether the part is now done.
    reportPartProgress: builder.mutation<PartProgressResponse, PartProgressArgs>({
      query: ({ partId, report }) => requestOf(lessonRoutes.partProgress, { path: { id: partId }, body: report }),
      async onQueryStarted({ partId, lessonId }, { dispatch, getState, queryFulfilled }) {
        let answer: PartProgressResponse;
        try {
          answer = (await queryFulfilled).data;
        } catch {
          return;
        }
        const wasCompleted = lessonsApi.endpoints.getPart.select(partId)(getState() as never).data?.completed ?? false;
        if (!answer.completed || wasCompleted) return;
        markPartCompleted({ dispatch, getState, partId, lessonId, progress: answer.lesson_progress });
      },
    }),
    getLessonIntroduction: builder.query<AnswerOf<typeof lessonRoutes.introduction>, number>({
      query: (lessonId) => requestOf(lessonRoutes.introduction, { path: { id: lessonId } }),
    }),
    getModuleIntroduction: builder.query<AnswerOf<typeof lessonRoutes.exploreIntroduction>, number>({
      query: (moduleId) => requestOf(lessonRoutes.exploreIntroduction, { path: { id: moduleId } }),
    }),
    getNextLessons: builder.query<LessonSummary[], number>({
      query: (lessonId) => requestOf(lessonRoutes.nextLessons, { path: { id: lessonId } }),
      transformResponse: (response: AnswerOf<typeof lessonRoutes.nextLessons>) => response.results,
      providesTags: (result) =>
        listTags(
          'LessonList',
          'Lesson',
          result?.map(({ id }) => id),
        ),
    }),
    getHasNextLesson: builder.query<AnswerOf<typeof lessonRoutes.hasNextLesson>, number>({
      query: (lessonId) => requestOf(lessonRoutes.hasNextLesson, { path: { id: lessonId } }),
    }),
    // Says the state wanted, never "toggle": a request sent twice (an offline queue replaying)
    // leaves the mark as the learner left it. The heart moves at once (optimistic) and moves back
    // if the call fails. The lesson is not fetched again: every GET of a lesson counts as a view.
    setFavorite: builder.mutation<AnswerOf<typeof lessonRoutes.setFavorite>, SetFavoriteArgs>({
      query: ({ lessonId, favorite }) =>
        requestOf(lessonRoutes.setFavorite, { path: { id: lessonId }, body: { favorite } }),
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
    setRating: builder.mutation<AnswerOf<typeof lessonRoutes.setRating>, SetRatingArgs>({
      query: ({ lessonId, rating }) => requestOf(lessonRoutes.setRating, { path: { id: lessonId }, body: { rating } }),
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
  useGetLessonPreviewQuery,
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

export interface PartCompletion {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  partId: number;
  lessonId: number;
  /** The lesson's progress the server gave with the part's completion. */
  progress: number;
}

/**
 * A part's first completion: marks it and the lesson's progress in the cache and refreshes what
 * depends on it (module progress, lists, achievements) without fetching the lesson again (a view).
 */
export function markPartCompleted({ dispatch, getState, partId, lessonId, progress }: PartCompletion) {
  const moduleId = lessonsApi.endpoints.getLesson.select(lessonId)(getState() as never).data?.module.id;
  dispatch(
    lessonsApi.util.updateQueryData('getPart', partId, (part) => {
      part.completed = true;
      part.lesson_progress = progress;
    }),
  );
  dispatch(
    lessonsApi.util.updateQueryData('getLessonParts', lessonId, (list) => {
      for (const item of list) if (item.id === partId) item.completed = true;
    }),
  );
  dispatch(
    lessonsApi.util.updateQueryData('getLesson', lessonId, (lesson) => {
      lesson.progress = progress;
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
}
