// A check part as the API keeps it for a learner: the questions of their next try in a new order,
// and each try graded against the definition (fixtures/knowledge-checks.ts), which no learner
// answer carries. Tries are numbered: the next one is graded, one sent again answers what it
// answered (a queued write resent), any other is 409, and so is a try past the last allowed.
import type { SessionUser } from '@aula/contracts/auth';
import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import {
  CHECK_ATTEMPT_OUT_OF_TURN,
  CHECK_NO_ATTEMPTS_LEFT,
  type CheckAttemptRefused,
  type CheckAttemptRequest,
  type CheckAttemptResult,
  type ConsoleCheck,
  type LearnerCheck,
} from '@aula/contracts/knowledge-checks';
import { HttpResponse } from 'msw';
import { allCheckPartFixtures, type CheckPartFixture } from '../fixtures/knowledge-checks';
import { keptWithMockState } from '../state';
import { handle } from './declared';
import { partFor } from './lesson-access';
import { completedOf, recordCompletion } from './part-completion';
import { badRequest, notFound } from './responses';

interface RecordedTry {
  result: CheckAttemptResult;
  submittedAt: string;
}

const checkWorld = keptWithMockState(() => ({
  checks: structuredClone(allCheckPartFixtures),
  /** Each learner's graded tries per part, keyed `${userId}:${partId}`. */
  tries: new Map<string, RecordedTry[]>(),
}));

/** The mock world's check definitions: a test or story may change one (fewer tries, another pass mark). */
export function mockChecks(): CheckPartFixture[] {
  return checkWorld().checks;
}

function triesOf(user: SessionUser, partId: number): RecordedTry[] {
  const key = `${user.id}:${partId}`;
  const { tries } = checkWorld();
  const found = tries.get(key) ?? [];
  tries.set(key, found);
  return found;
}

const rotated = <T>(items: readonly T[], by: number): T[] => {
  const turn = items.length === 0 ? 0 : by % items.length;
  return [...items.slice(turn), ...items.slice(0, turn)];
};

/**
 * The questions of try `attempt`: a new order for each try, predictable so tests can name it (the
 * first try in the written order). True-or-false options keep theirs.
 */
function questionsOfTry(check: ConsoleCheck, attempt: number) {
  return rotated(check.questions, attempt - 1).map((question, index) => ({
    ...question,
    options: question.kind === 'true_false' ? question.options : rotated(question.options, attempt - 1 + index),
  }));
}

const isPassed = (tries: readonly RecordedTry[]) => tries.some((one) => one.result.passed);

/** What the learner's player reads of a check part: no option says whether it is right. */
export function learnerCheckOf(user: SessionUser, partId: number): LearnerCheck | null {
  const fixture = mockChecks().find((candidate) => candidate.part.id === partId);
  if (!fixture) return null;
  const { check } = fixture;
  const tries = triesOf(user, partId);
  const last = tries.at(-1);
  return {
    pass_mark: check.pass_mark,
    max_attempts: check.max_attempts,
    attempts_used: tries.length,
    passed: isPassed(tries),
    best_score: last ? Math.max(...tries.map((one) => one.result.score)) : null,
    last_attempt: last
      ? {
          attempt: last.result.attempt,
          score: last.result.score,
          passed: last.result.passed,
          submitted_at: last.submittedAt,
        }
      : null,
    questions: questionsOfTry(check, tries.length + 1).map(({ id, kind, prompt, options }) => ({
      id,
      kind,
      prompt,
      options: options.map((option) => ({ id: option.id, text: option.text })),
    })),
  };
}

function refused(error: string, message: string, attemptsUsed: number) {
  const body: CheckAttemptRefused = { error, message, attempts_used: attemptsUsed };
  return HttpResponse.json(body, { status: 409 });
}

/** The API's 400 for answers that do not fit the check: every question once, its own options, one for a single choice. */
function misfit(check: ConsoleCheck, answers: CheckAttemptRequest['answers']) {
  const answered = answers.map((answer) => answer.question_id);
  const everyOnce =
    answered.length === check.questions.length && check.questions.every((question) => answered.includes(question.id));
  if (!everyOnce)
    return badRequest([{ code: 'custom', path: ['answers'], message: 'must answer every question once' }]);
  for (const [index, answer] of answers.entries()) {
    const question = check.questions.find((candidate) => candidate.id === answer.question_id);
    const ids = question?.options.map((option) => option.id) ?? [];
    const path = ['answers', index, 'option_ids'];
    if (!answer.option_ids.every((id) => ids.includes(id))) {
      return badRequest([{ code: 'custom', path, message: 'must be options of the question' }]);
    }
    if (question?.kind !== 'multiple' && answer.option_ids.length !== 1) {
      return badRequest([{ code: 'custom', path, message: 'must choose one option' }]);
    }
  }
  return undefined;
}

function graded(check: ConsoleCheck, body: CheckAttemptRequest, tries: readonly RecordedTry[]) {
  const chosenOf = (questionId: number) =>
    body.answers.find((answer) => answer.question_id === questionId)?.option_ids ?? [];
  const questions = questionsOfTry(check, body.attempt).map((question) => {
    const chosen = chosenOf(question.id);
    const right = question.options.filter((option) => option.correct).map((option) => option.id);
    const correct = right.length === chosen.length && right.every((id) => chosen.includes(id));
    const feedback = question.options
      .filter((option) => chosen.includes(option.id) && option.feedback !== '')
      .map((option) => ({ option_id: option.id, text: option.feedback }));
    return { question, right, result: { question_id: question.id, correct, chosen_option_ids: chosen, feedback } };
  });
  const rightCount = questions.filter(({ result }) => result.correct).length;
  const score = Math.round((rightCount / questions.length) * 100);
  const passed = score >= check.pass_mark;
  const attemptsLeft = check.max_attempts === null ? null : Math.max(0, check.max_attempts - body.attempt);
  // The right options only once they can no longer be copied into another try.
  const revealed = passed || isPassed(tries) || attemptsLeft === 0;
  return {
    attempt: body.attempt,
    score,
    passed,
    pass_mark: check.pass_mark,
    attempts_left: attemptsLeft,
    questions: questions.map(({ question, right, result }) => ({
      ...result,
      correct_option_ids: revealed ? right : null,
      review_part_id: result.correct ? null : question.review_part_id,
    })),
  };
}

export const checkAttemptHandlers = [
  handle(lessonEndpoints.checkAttempt, ({ params, user, body }) => {
    const found = partFor(user, params.id);
    const fixture = mockChecks().find((candidate) => candidate.part.id === params.id);
    if (!found || !fixture) return notFound('Part not found');
    const { check } = fixture;
    const tries = triesOf(user, params.id);
    const sentBefore = tries.find((one) => one.result.attempt === body.attempt);
    if (sentBefore) return sentBefore.result;
    if (check.max_attempts !== null && tries.length >= check.max_attempts) {
      return refused(CHECK_NO_ATTEMPTS_LEFT, 'No try is left', tries.length);
    }
    if (body.attempt !== tries.length + 1) return refused(CHECK_ATTEMPT_OUT_OF_TURN, 'Not the next try', tries.length);
    const refusal = misfit(check, body.answers);
    if (refusal) return refusal;
    const grade = graded(check, body, tries);
    const completed = grade.passed || isPassed(tries);
    const lessonProgress = recordCompletion(found.lesson, found.part.id, completed);
    const result: CheckAttemptResult = {
      ...grade,
      completed: completedOf(found.lesson).has(found.part.id),
      lesson_progress: lessonProgress,
    };
    tries.push({ result, submittedAt: new Date().toISOString() });
    return result;
  }),
];
