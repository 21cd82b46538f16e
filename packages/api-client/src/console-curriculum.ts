import type { consoleCurriculumEndpoints } from '@aula/contracts/endpoints/console-curriculum';
import { api, listTags } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleCurriculumEndpoints>()({
  modules: { method: 'GET', path: '/api/console/modules/' },
  createModule: { method: 'POST', path: '/api/console/modules/' },
  reorderModules: { method: 'PUT', path: '/api/console/modules/order/' },
  module: { method: 'GET', path: '/api/console/modules/{id}/' },
  updateModule: { method: 'PUT', path: '/api/console/modules/{id}/' },
  publishModule: { method: 'PUT', path: '/api/console/modules/{id}/publication/' },
  deleteModule: { method: 'DELETE', path: '/api/console/modules/{id}/' },
  createLesson: { method: 'POST', path: '/api/console/modules/{id}/lessons/' },
  reorderLessons: { method: 'PUT', path: '/api/console/modules/{id}/lessons/order/' },
  lesson: { method: 'GET', path: '/api/console/lessons/{id}/' },
  updateLesson: { method: 'PUT', path: '/api/console/lessons/{id}/' },
  publishLesson: { method: 'PUT', path: '/api/console/lessons/{id}/publication/' },
  deleteLesson: { method: 'DELETE', path: '/api/console/lessons/{id}/' },
  createPart: { method: 'POST', path: '/api/console/lessons/{id}/parts/' },
  reorderParts: { method: 'PUT', path: '/api/console/lessons/{id}/parts/order/' },
  updatePart: { method: 'PUT', path: '/api/console/parts/{id}/' },
  deletePart: { method: 'DELETE', path: '/api/console/parts/{id}/' },
});

type ModuleDetail = AnswerOf<typeof routes.module>;
type LessonDetail = AnswerOf<typeof routes.lesson>;
type Publication = { id: number; version: number; published: boolean };
type Deletion = { id: number; confirm?: boolean };

// What a write makes stale: the console's lists and items, and the learner's own cached screens
// ('Module', 'Lesson', 'LessonList', 'Part'), so a staff member's learner tab follows at once too.
const LEARNER_TAGS = ['Module', 'Lesson', 'LessonList', 'Part'] as const;
const MODULE_LIST = { type: 'ConsoleModule' as const, id: 'LIST' };
const moduleTag = (id: number) => ({ type: 'ConsoleModule' as const, id });
const lessonTag = (id: number) => ({ type: 'ConsoleLesson' as const, id });
/** A lesson's change shows in its module's list (title, state, part count) and the module list's counts. */
const lessonChanged = (lessonId: number, moduleId: number | undefined) => [
  lessonTag(lessonId),
  ...(moduleId === undefined ? [] : [moduleTag(moduleId)]),
  MODULE_LIST,
  ...LEARNER_TAGS,
];

/** The console's curriculum, for the ally the client acts for (the x-aula-ally header). */
export const consoleCurriculumApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleModules: builder.query<AnswerOf<typeof routes.modules>, void>({
      query: () => requestOf(routes.modules),
      providesTags: (result) =>
        listTags(
          'ConsoleModule',
          'ConsoleModule',
          result?.results.map(({ id }) => id),
        ),
    }),
    getConsoleModule: builder.query<ModuleDetail, number>({
      query: (id) => requestOf(routes.module, { path: { id } }),
      providesTags: (result, _error, id) => [moduleTag(id), ...(result?.lessons ?? []).map(({ id }) => lessonTag(id))],
    }),
    createConsoleModule: builder.mutation<
      AnswerOf<typeof routes.createModule>,
      RequestBodyOf<typeof routes.createModule>
    >({
      query: (body) => requestOf(routes.createModule, { body }),
      invalidatesTags: [MODULE_LIST],
    }),
    updateConsoleModule: builder.mutation<
      AnswerOf<typeof routes.updateModule>,
      { id: number; body: RequestBodyOf<typeof routes.updateModule> }
    >({
      query: ({ id, body }) => requestOf(routes.updateModule, { path: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [moduleTag(id), MODULE_LIST, ...LEARNER_TAGS],
    }),
    publishConsoleModule: builder.mutation<AnswerOf<typeof routes.publishModule>, Publication>({
      query: ({ id, version, published }) =>
        requestOf(routes.publishModule, { path: { id }, body: { version, published } }),
      invalidatesTags: (_result, _error, { id }) => [moduleTag(id), MODULE_LIST, ...LEARNER_TAGS],
    }),
    deleteConsoleModule: builder.mutation<AnswerOf<typeof routes.deleteModule>, Deletion>({
      query: ({ id, confirm }) =>
        requestOf(routes.deleteModule, { path: { id }, query: { confirm: confirm ? 'true' : 'false' } }),
      invalidatesTags: [MODULE_LIST, ...LEARNER_TAGS],
    }),
    reorderConsoleModules: builder.mutation<AnswerOf<typeof routes.reorderModules>, number[]>({
      query: (ids) => requestOf(routes.reorderModules, { body: { ids } }),
      invalidatesTags: [MODULE_LIST, ...LEARNER_TAGS],
    }),
    createConsoleLesson: builder.mutation<
      AnswerOf<typeof routes.createLesson>,
      { moduleId: number; body: RequestBodyOf<typeof routes.createLesson> }
    >({
      query: ({ moduleId, body }) => requestOf(routes.createLesson, { path: { id: moduleId }, body }),
      invalidatesTags: (_result, _error, { moduleId }) => [moduleTag(moduleId), MODULE_LIST],
    }),
    reorderConsoleLessons: builder.mutation<ModuleDetail, { moduleId: number; ids: number[] }>({
      query: ({ moduleId, ids }) => requestOf(routes.reorderLessons, { path: { id: moduleId }, body: { ids } }),
      invalidatesTags: (_result, _error, { moduleId }) => [moduleTag(moduleId), ...LEARNER_TAGS],
    }),
    getConsoleLesson: builder.query<LessonDetail, number>({
      query: (id) => requestOf(routes.lesson, { path: { id } }),
      providesTags: (_result, _error, id) => [lessonTag(id)],
    }),
    updateConsoleLesson: builder.mutation<
      AnswerOf<typeof routes.updateLesson>,
      { id: number; moduleId?: number; body: RequestBodyOf<typeof routes.updateLesson> }
    >({
      query: ({ id, body }) => requestOf(routes.updateLesson, { path: { id }, body }),
      invalidatesTags: (_result, _error, { id, moduleId }) => lessonChanged(id, moduleId),
    }),
    publishConsoleLesson: builder.mutation<AnswerOf<typeof routes.publishLesson>, Publication & { moduleId?: number }>({
      query: ({ id, version, published }) =>
        requestOf(routes.publishLesson, { path: { id }, body: { version, published } }),
      invalidatesTags: (_result, _error, { id, moduleId }) => lessonChanged(id, moduleId),
    }),
    deleteConsoleLesson: builder.mutation<AnswerOf<typeof routes.deleteLesson>, Deletion & { moduleId?: number }>({
      query: ({ id, confirm }) =>
        requestOf(routes.deleteLesson, { path: { id }, query: { confirm: confirm ? 'true' : 'false' } }),
      invalidatesTags: (_result, _error, { id, moduleId }) => lessonChanged(id, moduleId),
    }),
    createConsolePart: builder.mutation<
      AnswerOf<typeof routes.createPart>,
      { lessonId: number; moduleId?: number; body: RequestBodyOf<typeof routes.createPart> }
    >({
      query: ({ lessonId, body }) => requestOf(routes.createPart, { path: { id: lessonId }, body }),
      invalidatesTags: (_result, _error, { lessonId, moduleId }) => lessonChanged(lessonId, moduleId),
    }),
    reorderConsoleParts: builder.mutation<LessonDetail, { lessonId: number; ids: number[] }>({
      query: ({ lessonId, ids }) => requestOf(routes.reorderParts, { path: { id: lessonId }, body: { ids } }),
      invalidatesTags: (_result, _error, { lessonId }) => [lessonTag(lessonId), ...LEARNER_TAGS],
    }),
    updateConsolePart: builder.mutation<
      AnswerOf<typeof routes.updatePart>,
      { id: number; lessonId: number; body: RequestBodyOf<typeof routes.updatePart> }
    >({
      query: ({ id, body }) => requestOf(routes.updatePart, { path: { id }, body }),
      invalidatesTags: (_result, _error, { lessonId }) => [lessonTag(lessonId), ...LEARNER_TAGS],
    }),
    deleteConsolePart: builder.mutation<AnswerOf<typeof routes.deletePart>, Deletion & { lessonId: number }>({
      query: ({ id, confirm }) =>
        requestOf(routes.deletePart, { path: { id }, query: { confirm: confirm ? 'true' : 'false' } }),
      invalidatesTags: (_result, _error, { lessonId }) => lessonChanged(lessonId, undefined),
    }),
  }),
});

export const {
  useGetConsoleModulesQuery,
  useGetConsoleModuleQuery,
  useCreateConsoleModuleMutation,
  useUpdateConsoleModuleMutation,
  usePublishConsoleModuleMutation,
  useDeleteConsoleModuleMutation,
  useReorderConsoleModulesMutation,
  useCreateConsoleLessonMutation,
  useReorderConsoleLessonsMutation,
  useGetConsoleLessonQuery,
  useUpdateConsoleLessonMutation,
  usePublishConsoleLessonMutation,
  useDeleteConsoleLessonMutation,
  useCreateConsolePartMutation,
  useReorderConsolePartsMutation,
  useUpdateConsolePartMutation,
  useDeleteConsolePartMutation,
} = consoleCurriculumApi;
