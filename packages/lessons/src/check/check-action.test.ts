import { checkAttemptResult } from '@aula/contracts/knowledge-checks';
import { checkPartFixtures, rightAnswersOf } from '@aula/mocks/fixtures/knowledge-checks';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lessonAction } from '../lesson/lesson-action';
import { answerFieldOf } from './check-fields';

// A check part's answers posted to the lesson's page before the app runs, as the form sends them:
// the part, the try, every question of the try, and one field per chosen option.

const server = useMswServer();
const [fixture] = checkPartFixtures;
if (!fixture) throw new Error('the mock world needs a check part');
const { lessonId, part, check } = fixture;
const right = rightAnswersOf(check);
const questionIds = check.questions.map((question) => question.id);

// Crecer's learner, as the API's cookie says for the visitor who posted.
beforeEach(() => plantSession('mock-token-2'));
afterEach(clearAllCookies);

function fields(chosen: Record<number, number[]>, attempt = '1') {
  const answers = Object.fromEntries(questionIds.map((id) => [answerFieldOf(id), (chosen[id] ?? []).map(String)]));
  return { _form: 'check', part_id: String(part.id), attempt, question: questionIds.map(String), ...answers };
}

const post = async (posted: Record<string, string | string[]>) => {
  const { answer } = await postToAction(
    lessonAction,
    `/mx/crecer/seccion/lecciones/${lessonId}?parte=${part.id}`,
    { country: 'mx', allyCode: 'crecer', lessonId: String(lessonId) },
    posted,
  );
  return answer as { data: Record<string, unknown>; init: { status?: number } | null };
};

describe('a check posted before the app runs', () => {
  it('is graded, and the page that answers the post shows the grade', async () => {
    const answer = await post(fields(right));
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toMatchObject({ form: 'check', partId: part.id });
    expect(checkAttemptResult.parse(answer.data.result)).toMatchObject({ attempt: 1, score: 100, passed: true });
  });

  it('with a question left out sends nothing, names it and keeps the answers given', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(request.method);
    });
    const [first = 0, second = 0] = questionIds;
    const answer = await post(fields({ [first]: right[first] ?? [] }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ unanswered: questionIds.slice(1), values: { [first]: right[first] } });
    expect(answer.data.values).not.toHaveProperty(String(second));
    expect(calls).not.toContain('POST');
  });

  it('out of turn carries the server’s refusal with its status (409)', async () => {
    const answer = await post(fields(right, '2'));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ form: 'check', refusal: { code: 'check_attempt_out_of_turn' } });
  });

  it.each([
    [{ _form: 'check', attempt: '1', question: '1' }],
    [{ ...fields(right), part_id: 'abc' }],
    [{ ...fields(right), [answerFieldOf(1)]: 'x' }],
  ])('refuses a post the form does not send (%#) with 400', async (posted) => {
    expect((await post(posted)).init?.status).toBe(400);
  });
});
