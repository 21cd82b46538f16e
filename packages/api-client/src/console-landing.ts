import type { consoleLandingEndpoints } from '@aula/contracts/endpoints/console-landing';
import { api } from './api';
import { historyTag } from './console-history';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleLandingEndpoints>()({
  consoleLanding: { method: 'GET', path: '/api/console/landing/' },
  updateConsoleLanding: { method: 'PUT', path: '/api/console/landing/' },
});

/** The console's landing editor, for the ally the client acts for. */
export const consoleLandingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleLanding: builder.query<AnswerOf<typeof routes.consoleLanding>, void>({
      query: () => requestOf(routes.consoleLanding),
      providesTags: ['ConsoleLanding'],
    }),
    updateConsoleLanding: builder.mutation<
      AnswerOf<typeof routes.updateConsoleLanding>,
      RequestBodyOf<typeof routes.updateConsoleLanding>
    >({
      query: (body) => requestOf(routes.updateConsoleLanding, { body }),
      // The public landing of this tab shows the saved one too. A failed save (offline) reloads
      // nothing: a failing reload would take the editor, and the team's edits, off the screen.
      invalidatesTags: (result) => (result ? ['ConsoleLanding', 'Landing', historyTag('landing', result.id)] : []),
    }),
  }),
});

export const { useGetConsoleLandingQuery, useUpdateConsoleLandingMutation } = consoleLandingApi;
