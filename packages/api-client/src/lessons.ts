import type { LessonDetail, LessonListResponse, LessonScopeQuery } from '@aula/contracts/lessons';
import { api } from './api';

function lessonListTags(result: LessonListResponse | undefined) {
  return [
    { type: 'LessonList' as const, id: 'LIST' },
    ...(result?.results.map(({ id }) => ({ type: 'Lesson' as const, id })) ?? []),
  ];
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
    getLesson: builder.query<LessonDetail, number>({
      query: (id) => `/api/lessons/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
  }),
});

export const { useGetNewLessonsQuery, useGetMostViewedLessonsQuery, useGetLessonQuery } = lessonsApi;
