// The demo world's knowledge checks (issue 41): each module's last lesson ends with a short check,
// so a fresh `npm start` shows the whole path from reading to a certificate. Written as an editor
// would, with the right options and the feedback; numbered here as the console's save numbers them
// (questions and options share one count from 1), so the seed and the mocks agree on every id.
import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { DEFAULT_PASS_MARK } from '@aula/contracts/knowledge-checks';
import type { DemoCheck, DemoCheckQuestion, DemoPart } from './types';

export const DEMO_CHECK_TITLE = 'Comprueba lo aprendido';

/** A check part closing a lesson: three minutes, its questions in `check`. */
export function checkPart(check: DemoCheck): DemoPart {
  return {
    kind: 'check',
    title: DEMO_CHECK_TITLE,
    content: 'Responde unas preguntas cortas sobre la lección.',
    minutes: 3,
    check,
  };
}

const TRUE_FALSE = ['Verdadero', 'Falso'] as const;

/** A true-or-false question: its two options in the console's words, `answer` the right one. */
export function trueOrFalse(
  prompt: string,
  answer: boolean,
  feedback: { right: string; wrong: string },
  review?: string,
): DemoCheckQuestion {
  return {
    kind: 'true_false',
    prompt,
    review,
    options: TRUE_FALSE.map((text, index) => {
      const correct = (index === 0) === answer;
      return { text, correct, feedback: correct ? feedback.right : feedback.wrong };
    }),
  };
}

/**
 * The check as the database stores it: every question and option numbered in order, the part to
 * review found by its title among the lesson's parts (`partIdOf`).
 */
export function demoCheckDefinition(
  check: DemoCheck,
  partIdOf: (title: string) => number,
): ConsoleCheck & { last_id: number } {
  let last = 0;
  const questions = check.questions.map((question) => ({
    id: ++last,
    kind: question.kind,
    prompt: question.prompt,
    review_part_id: question.review === undefined ? null : partIdOf(question.review),
    options: question.options.map((option) => ({
      id: ++last,
      text: option.text,
      correct: option.correct,
      feedback: option.feedback ?? '',
    })),
  }));
  return {
    pass_mark: check.passMark ?? DEFAULT_PASS_MARK,
    max_attempts: check.maxAttempts ?? null,
    questions,
    last_id: last,
  };
}

/** The right options of each question, by question id: how the seed's demo learners passed. */
export function rightOptionsOf(check: ConsoleCheck): { question_id: number; option_ids: number[] }[] {
  return check.questions.map((question) => ({
    question_id: question.id,
    option_ids: question.options.filter((option) => option.correct).map((option) => option.id),
  }));
}
