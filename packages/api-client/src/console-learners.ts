import type { consoleLearnersEndpoints } from '@aula/contracts/endpoints/console-learners';
import { api } from './api';
import { INSIGHT_FIGURES } from './console-insight-refresh';
import { type AnswerOf, type RequestQueryOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleLearnersEndpoints>()({
  learners: { method: 'GET', path: '/api/console/insight/learners/' },
  learner: { method: 'GET', path: '/api/console/insight/learners/{learnerId}/' },
  learnerViews: { method: 'GET', path: '/api/console/insight/learners/{learnerId}/views/' },
});

/** The list's query as a page sends it (filters as in the URL, search words, `after` for the next page). */
export type LearnerListArgs = RequestQueryOf<typeof routes.learners>;

/**
 * The console's learners (ally admins only). A learner's page is never cached between visits:
 * each opening is a recorded look at personal data, so the screen asks again and the log says so.
 * The CSV and XLSX are fetched by `downloadFile` (file-download.ts; paths in console-insight-exports.ts), not through here.
 */
export const consoleLearnersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLearners: builder.query<AnswerOf<typeof routes.learners>, LearnerListArgs>({
      query: (query) => requestOf(routes.learners, { query }),
      providesTags: [INSIGHT_FIGURES],
    }),
    getLearner: builder.query<AnswerOf<typeof routes.learner>, number>({
      query: (learnerId) => requestOf(routes.learner, { path: { learnerId } }),
      keepUnusedDataFor: 0,
    }),
    getLearnerViews: builder.query<AnswerOf<typeof routes.learnerViews>, number>({
      query: (learnerId) => requestOf(routes.learnerViews, { path: { learnerId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetLearnersQuery, useGetLearnerQuery, useGetLearnerViewsQuery } = consoleLearnersApi;
