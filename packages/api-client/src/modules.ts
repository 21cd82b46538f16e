import type { moduleEndpoints } from '@aula/contracts/endpoints/modules';
import type { LessonSummary } from '@aula/contracts/lessons';
import type { LessonModule } from '@aula/contracts/modules';
import { api, listTags } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

// The learner's lessons of a module (/api/lesson_modules/{id}/lessons/) live with the other lesson
// lists in lessons.ts; re-exported here so a modules screen finds every module call in one place.
export { useGetModuleLessonsQuery } from './lessons';

const moduleRoutes = routesOf<typeof moduleEndpoints>()({
  modules: { method: 'GET', path: '/api/lesson_modules/' },
  module: { method: 'GET', path: '/api/lesson_modules/{id}/' },
  staffModules: { method: 'GET', path: '/admin/lesson_modules/' },
  staffModuleLessons: { method: 'GET', path: '/admin/lesson_modules/{id}/lessons/' },
});

const moduleListTags = (result: LessonModule[] | undefined) =>
  listTags(
    'Module',
    'Module',
    result?.map(({ id }) => id),
  );

// Spec section 7: the module lists are read from `results`; the module detail is passed on whole.
export const modulesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getModules: builder.query<LessonModule[], void>({
      query: () => requestOf(moduleRoutes.modules),
      transformResponse: (response: AnswerOf<typeof moduleRoutes.modules>) => response.results,
      providesTags: moduleListTags,
    }),
    getAdminModules: builder.query<LessonModule[], void>({
      query: () => requestOf(moduleRoutes.staffModules),
      transformResponse: (response: AnswerOf<typeof moduleRoutes.staffModules>) => response.results,
      providesTags: moduleListTags,
    }),
    getAdminModuleLessons: builder.query<LessonSummary[], number>({
      query: (moduleId) => requestOf(moduleRoutes.staffModuleLessons, { path: { id: moduleId } }),
      transformResponse: (response: AnswerOf<typeof moduleRoutes.staffModuleLessons>) => response.results,
      providesTags: (result) =>
        listTags(
          'LessonList',
          'Lesson',
          result?.map(({ id }) => id),
        ),
    }),
    getModule: builder.query<AnswerOf<typeof moduleRoutes.module>, number>({
      query: (id) => requestOf(moduleRoutes.module, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Module', id }],
    }),
  }),
});

export const { useGetModulesQuery, useGetAdminModulesQuery, useGetAdminModuleLessonsQuery, useGetModuleQuery } =
  modulesApi;
