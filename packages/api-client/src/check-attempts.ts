// A check part's tries: their own module, loaded with the check's chunk, so a lesson without a check
// downloads none of it.
import type { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import { api } from './api';
import { lessonsApi, markPartCompleted } from './lessons';
import { wasQueued } from './queued-write';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const checkRoutes = routesOf<typeof lessonEndpoints>()({
  checkAttempt: { method: 'POST', path: '/api/parts/{id}/check_attempts/' },
});

type CheckAttemptResult = AnswerOf<typeof checkRoutes.checkAttempt>;

/** One try of a check part: the learner's answers, with the lesson whose cached progress it may change. */
export interface CheckAttemptArgs extends RequestBodyOf<typeof checkRoutes.checkAttempt> {
  partId: number;
  lessonId: number;
}

/**
 * What became of a try: graded by the server, or queued by the offline worker, which cannot grade
 * (it does not know the right answers); the grade comes once the queue is sent.
 */
export type CheckAttemptOutcome = { kind: 'graded'; result: CheckAttemptResult } | { kind: 'queued'; attempt: number };

export const checkAttemptsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    // The server grades; a try that passes completes the part as a progress report does. The part is
    // fetched again whatever the grade: the next try has its questions in a new order and counts the
    // tries used. A try the offline worker queued changes nothing here until it is sent.
    submitCheckAttempt: builder.mutation<CheckAttemptOutcome, CheckAttemptArgs>({
      query: ({ partId, attempt, answers }) =>
        requestOf(checkRoutes.checkAttempt, { path: { id: partId }, body: { attempt, answers } }),
      transformResponse: (answer: CheckAttemptResult, meta, { attempt }): CheckAttemptOutcome =>
        wasQueued(meta) ? { kind: 'queued', attempt } : { kind: 'graded', result: answer },
      async onQueryStarted({ partId, lessonId }, { dispatch, getState, queryFulfilled }) {
        let outcome: CheckAttemptOutcome;
        try {
          outcome = (await queryFulfilled).data;
        } catch (failure) {
          // Out of turn, or no try left: the part read again says where the learner stands.
          if ((failure as { error?: { status?: unknown } }).error?.status === 409) {
            dispatch(lessonsApi.util.invalidateTags([{ type: 'Part', id: partId }]));
          }
          return;
        }
        if (outcome.kind === 'queued') return;
        const { completed, lesson_progress: progress } = outcome.result;
        const wasCompleted = lessonsApi.endpoints.getPart.select(partId)(getState() as never).data?.completed ?? false;
        if (completed && !wasCompleted) markPartCompleted({ dispatch, getState, partId, lessonId, progress });
        dispatch(lessonsApi.util.invalidateTags([{ type: 'Part', id: partId }]));
      },
    }),
  }),
});

export const { useSubmitCheckAttemptMutation } = checkAttemptsApi;
