import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkAttemptsApi } from './check-attempts';
import { lessonsApi } from './lessons';
import { QUEUED_WRITE_HEADER } from './queued-write';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { checkPart, lastCrecerLesson } from './test/demo';
import { recordRequests, requestLines } from './test/requests';

const partId = checkPart.part.id;
const lessonId = lastCrecerLesson.id;
const wrongFirst = checkPart.rightAnswers.map((answer, index) =>
  index === 0 ? { ...answer, option_ids: [checkPart.check.questions[0]?.options[0]?.id ?? 0] } : answer,
);

/** Crecer's learner with the check's lesson, its parts and the check part cached and subscribed. */
async function storeOnTheCheck() {
  setCookie('token', 'mock-token-2');
  const store = setupStore();
  await store.dispatch(lessonsApi.endpoints.getLesson.initiate(lessonId));
  await store.dispatch(lessonsApi.endpoints.getLessonParts.initiate(lessonId));
  await store.dispatch(lessonsApi.endpoints.getPart.initiate(partId));
  const part = () => lessonsApi.endpoints.getPart.select(partId)(store.getState()).data;
  const listed = () =>
    lessonsApi.endpoints.getLessonParts
      .select(lessonId)(store.getState())
      .data?.find(({ id }) => id === partId)?.completed;
  const progress = () => lessonsApi.endpoints.getLesson.select(lessonId)(store.getState()).data?.progress;
  return { store, part, listed, progress };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a try of a check part', () => {
  it('that passes marks the part done and the lesson on, and reads the part again for its next order', async () => {
    const { store, part, listed, progress } = await storeOnTheCheck();
    const requests = recordRequests();
    const sent = await store.dispatch(
      checkAttemptsApi.endpoints.submitCheckAttempt.initiate({
        partId,
        lessonId,
        attempt: 1,
        answers: checkPart.rightAnswers,
      }),
    );
    expect(sent.data).toMatchObject({ kind: 'graded', result: { passed: true, completed: true } });
    expect(part()?.completed).toBe(true);
    expect(listed()).toBe(true);
    expect(progress()).toBe(Math.round(100 / lastCrecerLesson.parts.length));
    await settled();
    expect(requestLines(requests)).toEqual([
      `POST /api/parts/${partId}/check_attempts/`,
      `GET /api/lessons/${lessonId}/parts/`,
      `GET /api/parts/${partId}/`,
    ]);
    expect(part()?.check?.attempts_used).toBe(1);
  });

  it('that fails leaves the part undone and reads it again with the try counted', async () => {
    const { store, part, progress } = await storeOnTheCheck();
    const sent = await store.dispatch(
      checkAttemptsApi.endpoints.submitCheckAttempt.initiate({ partId, lessonId, attempt: 1, answers: wrongFirst }),
    );
    expect(sent.data).toMatchObject({ kind: 'graded', result: { passed: false, completed: false } });
    await settled();
    expect(part()).toMatchObject({ completed: false, check: { attempts_used: 1, last_attempt: { score: 67 } } });
    expect(progress()).toBe(0);
  });

  it('that the offline worker queued is told apart and changes nothing until the server grades it', async () => {
    const { store, part } = await storeOnTheCheck();
    server.use(
      http.post('*/api/parts/:id/check_attempts/', () =>
        HttpResponse.json({ queued: true }, { headers: { [QUEUED_WRITE_HEADER]: '1' } }),
      ),
    );
    const requests = recordRequests();
    const sent = await store.dispatch(
      checkAttemptsApi.endpoints.submitCheckAttempt.initiate({
        partId,
        lessonId,
        attempt: 1,
        answers: checkPart.rightAnswers,
      }),
    );
    expect(sent.data).toEqual({ kind: 'queued', attempt: 1 });
    await settled();
    expect(requestLines(requests)).toEqual([`POST /api/parts/${partId}/check_attempts/`]);
    expect(part()?.completed).toBe(false);
  });

  it('out of turn (409) reads the part again, so the next try has the right number', async () => {
    const { store, part } = await storeOnTheCheck();
    await store.dispatch(
      checkAttemptsApi.endpoints.submitCheckAttempt.initiate({ partId, lessonId, attempt: 1, answers: wrongFirst }),
    );
    await settled();
    const requests = recordRequests();
    const late = await store.dispatch(
      checkAttemptsApi.endpoints.submitCheckAttempt.initiate({ partId, lessonId, attempt: 3, answers: wrongFirst }),
    );
    expect(late.error).toMatchObject({ status: 409, data: { error: 'check_attempt_out_of_turn', attempts_used: 1 } });
    await settled();
    expect(requestLines(requests)).toContain(`GET /api/parts/${partId}/`);
    expect(part()?.check?.attempts_used).toBe(1);
  });
});
