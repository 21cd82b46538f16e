import type { LessonListResponse, LessonSummary } from '@aula/contracts/lessons';
import type { LessonModule, LessonModuleDetail, LessonModulesResponse } from '@aula/contracts/modules';
import { api, listTags } from './api';

// The learner's lessons of a module (/api/lesson_modules/{id}/lessons/) live with the other lesson
// lists in lessons.ts; re-exported here so a modules screen finds every module call in one place.
export { useGetModuleLessonsQuery } from './lessons';

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
      query: () => '/api/lesson_modules/',
      transformResponse: (response: LessonModulesResponse) => response.results,
      providesTags: moduleListTags,
    }),
    getAdminModules: builder.query<LessonModule[], void>({
      query: () => '/admin/lesson_modules/',
      transformResponse: (response: LessonModulesResponse) => response.results,
      providesTags: moduleListTags,
    }),
    getAdminModuleLessons: builder.query<LessonSummary[], number>({
      query: (moduleId) => `/admin/lesson_modules/${moduleId}/lessons/`,
      transformResponse: (response: LessonListResponse) => response.results,
      providesTags: (result) =>
        listTags(
          'LessonList',
          'Lesson',
          result?.map(({ id }) => id),
        ),
    }),
    getModule: builder.query<LessonModuleDetail, number>({
      query: (id) => `/api/lesson_modules/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Module', id }],
    }),
  }),
});

export const { useGetModulesQuery, useGetAdminModulesQuery, useGetAdminModuleLessonsQuery, useGetModuleQuery } =
  modulesApi;
