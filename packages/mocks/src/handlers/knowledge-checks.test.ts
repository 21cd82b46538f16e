import { checkAttemptResult, learnerCheck } from '@aula/contracts/knowledge-checks';
import { describe, expect, it } from 'vitest';
import { checkPartFixtures, rightAnswersOf } from '../fixtures/knowledge-checks';
import { lessonTitled } from '../fixtures/lessons';
import { callMock } from '../test-client';
import { mockChecks } from './knowledge-checks';

// Crecer's demo learner (user 2) has not begun the lesson that ends with the check.
const [found] = checkPartFixtures;
if (!found) throw new Error('the mock world needs a check part');
const fixture = found;
const partId = fixture.part.id;
const lesson = lessonTitled('Promociones de temporada en redes').detail;
const right = rightAnswersOf(fixture.check);
const [single, multiple] = fixture.check.questions;
if (!single || !multiple) throw new Error('the promotions check has a single and a multiple choice question');
const firstWrong = (question: typeof single) => question.options.find((option) => !option.correct)?.id ?? 0;

const readCheck = async () => learnerCheck.parse((await callMock(`/api/parts/${partId}/`, { as: 2 })).body.check);

/** Answers every question with its right options, but for the ids in `wrong`, given their first wrong option. */
function answers(wrong: number[] = []) {
  return fixture.check.questions.map((question) => ({
    question_id: question.id,
    option_ids: wrong.includes(question.id)
      ? [question.options.find((option) => !option.correct)?.id ?? 0]
      : (right[question.id] ?? []),
  }));
}

const send = (attempt: number, wrong: number[] = []) =>
  callMock(`/api/parts/${partId}/check_attempts/`, {
    method: 'POST',
    as: 2,
    body: { attempt, answers: answers(wrong) },
  });

describe('the mock API grades a check part', () => {
  it('shows the learner the questions without the right options, in a new order each try', async () => {
    const first = await readCheck();
    expect(first).toMatchObject({ attempts_used: 0, passed: false, last_attempt: null, max_attempts: 3 });
    expect(JSON.stringify(first)).not.toContain('correct');
    await send(1, [single.id]);
    const second = await readCheck();
    expect(second.attempts_used).toBe(1);
    expect(second.questions.map((question) => question.id)).not.toEqual(first.questions.map((question) => question.id));
  });

  it('grades a wrong try with the chosen feedback and a part to review, hiding the right options', async () => {
    const { status, body } = await send(1, [single.id]);
    expect(status).toBe(200);
    const result = checkAttemptResult.parse(body);
    expect(result).toMatchObject({ attempt: 1, score: 67, passed: false, attempts_left: 2, completed: false });
    const missed = result.questions.find((question) => question.question_id === single.id);
    expect(missed).toMatchObject({ correct: false, correct_option_ids: null, chosen_option_ids: [firstWrong(single)] });
    expect(missed?.review_part_id).toBe(fixture.check.questions[0]?.review_part_id);
    expect(missed?.feedback).toEqual([
      { option_id: firstWrong(single), text: expect.stringContaining('Una sola publicación') },
    ]);
    expect((await readCheck()).last_attempt).toMatchObject({ attempt: 1, score: 67, passed: false });
  });

  it('completes the part and moves the lesson on when a try passes, and shows the right options', async () => {
    const result = checkAttemptResult.parse((await send(1)).body);
    expect(result).toMatchObject({ score: 100, passed: true, completed: true });
    expect(result.lesson_progress).toBe(Math.round(100 / lesson.parts.length));
    expect(result.questions.every((question) => question.correct_option_ids !== null)).toBe(true);
    const parts = (await callMock(`/api/lessons/${lesson.id}/parts/`, { as: 2 })).body.results;
    expect(parts.find((part: { id: number }) => part.id === partId)).toMatchObject({ completed: true });
  });

  it('answers a try sent again with its first result, and any other out of turn with 409', async () => {
    const first = (await send(1, [single.id])).body;
    expect((await send(1)).body).toEqual(first);
    const skipped = await send(3);
    expect(skipped).toEqual({
      status: 409,
      body: { error: 'check_attempt_out_of_turn', message: expect.any(String), attempts_used: 1 },
    });
  });

  it('refuses a try past the last allowed, once the right options are shown', async () => {
    const check = mockChecks().find((candidate) => candidate.part.id === partId)?.check;
    if (check) check.max_attempts = 1;
    const last = checkAttemptResult.parse((await send(1, [multiple.id])).body);
    expect(last).toMatchObject({ attempts_left: 0, passed: false });
    const shown = last.questions.find((question) => question.question_id === multiple.id)?.correct_option_ids;
    expect([...(shown ?? [])].sort()).toEqual(right[multiple.id]);
    expect((await send(2)).body).toMatchObject({ error: 'check_no_attempts_left', attempts_used: 1 });
  });

  it('refuses answers that leave a question out or choose another question’s option (400)', async () => {
    const partial = answers().slice(1);
    const body = { attempt: 1, answers: partial };
    expect((await callMock(`/api/parts/${partId}/check_attempts/`, { method: 'POST', as: 2, body })).status).toBe(400);
    const foreign = answers().map((answer, index) =>
      index === 0 ? { ...answer, option_ids: [firstWrong(multiple)] } : answer,
    );
    const stray = { attempt: 1, answers: foreign };
    expect(
      (await callMock(`/api/parts/${partId}/check_attempts/`, { method: 'POST', as: 2, body: stray })).status,
    ).toBe(400);
    expect((await readCheck()).attempts_used).toBe(0);
  });

  it('is not found for another ally’s learner', async () => {
    const other = await callMock(`/api/parts/${partId}/check_attempts/`, {
      method: 'POST',
      as: 1,
      body: { attempt: 1, answers: answers() },
    });
    expect(other.status).toBe(404);
  });
});
