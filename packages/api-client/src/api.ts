import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/** The one API slice for the Aula backend; domain files add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: [
    'Country',
    'Landing',
    'Homepage',
    'Lesson',
    'LessonList',
    'Favorite',
    'Module',
    'Achievement',
    'Profile',
    'Post',
    'Session',
  ],
  endpoints: () => ({}),
});
