// A check part's answers posted to the lesson's page before the app runs (or without it): graded
// through the same mutation the app sends. The grade is drawn on the page that answers the post,
// not after a redirect: the per-question feedback exists only in the try's answer, and a reload that
// posts the same try again is answered by the server with the same grade (it grades a try once).

import { checkAttemptsApi } from '@aula/api-client/check-attempts';
import { refusalOf } from '@aula/api-client/errors';
import type { AppDispatch } from '@aula/api-client/store';
import { data } from 'react-router';
import { LESSON_FORMS } from '../shared/lesson-forms';
import { answersOf, type CheckSubmission, postedCheck, unansweredOf } from './check-fields';

export async function answerPostedCheck(posted: FormData, lessonId: number, dispatch: AppDispatch) {
  const check = postedCheck(posted);
  if (!check) return data({ form: null }, { status: 400 });
  const { partId, attempt, questionIds, chosen } = check;
  const values = Object.fromEntries(Object.entries(chosen));
  const answer = (more: Partial<CheckSubmission>, status: number) =>
    data<CheckSubmission>({ form: LESSON_FORMS.check, partId, values, ...more }, { status });

  const unanswered = unansweredOf(questionIds, chosen);
  if (unanswered.length > 0) return answer({ unanswered }, 400);
  const sent = await dispatch(
    checkAttemptsApi.endpoints.submitCheckAttempt.initiate({
      partId,
      lessonId,
      attempt,
      answers: answersOf(questionIds, chosen),
    }),
  );
  if ('error' in sent && sent.error) {
    const refusal = refusalOf(sent.error);
    return answer({ refusal }, refusal.status === 409 ? 409 : 400);
  }
  // The server renderer reaches the API directly: no offline worker queues its writes.
  if (sent.data?.kind !== 'graded') return answer({ refusal: { code: 'unknown', fields: [] } }, 500);
  return answer({ values: {}, result: sent.data.result }, 200);
}
