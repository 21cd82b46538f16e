// A check part's form as it is posted (to the lesson's page before the app runs, check-action.ts)
// and as the app reads it: one field per chosen option, and the questions of the try named too, so
// a question left unanswered is known to have been asked.
import type { CheckAttemptRequest, CheckAttemptResult } from '@aula/contracts/knowledge-checks';
import type { FormSubmission } from '@aula/ui-kit/forms/page-form';
import { LESSON_FORMS } from '../shared/lesson-forms';

/** Chosen option ids by question id. */
export type Chosen = Record<number, number[]>;

export const CHECK_FIELDS = { part: 'part_id', attempt: 'attempt', question: 'question' } as const;

/** The field of a question's chosen options (one value each). */
export const answerFieldOf = (questionId: number) => `answer_${questionId}`;

const POSITIVE_WHOLE = /^[1-9]\d{0,8}$/;

function wholeNumbers(values: FormDataEntryValue[]): number[] | undefined {
  const numbers = values.map((value) =>
    typeof value === 'string' && POSITIVE_WHOLE.test(value) ? Number(value) : NaN,
  );
  return numbers.some(Number.isNaN) ? undefined : numbers;
}

export interface PostedCheck {
  partId: number;
  attempt: number;
  questionIds: number[];
  chosen: Chosen;
}

/** The check posted, or undefined when the post is not one the form sends. */
export function postedCheck(posted: FormData): PostedCheck | undefined {
  const [partId] = wholeNumbers(posted.getAll(CHECK_FIELDS.part)) ?? [];
  const [attempt] = wholeNumbers(posted.getAll(CHECK_FIELDS.attempt)) ?? [];
  const questionIds = wholeNumbers(posted.getAll(CHECK_FIELDS.question));
  if (partId === undefined || attempt === undefined || !questionIds || questionIds.length === 0) return undefined;
  const chosen: Chosen = {};
  for (const id of questionIds) {
    const options = wholeNumbers(posted.getAll(answerFieldOf(id)));
    if (!options) return undefined;
    if (options.length > 0) chosen[id] = options;
  }
  return { partId, attempt, questionIds, chosen };
}

export const unansweredOf = (questionIds: readonly number[], chosen: Chosen) =>
  questionIds.filter((id) => (chosen[id]?.length ?? 0) === 0);

export const answersOf = (questionIds: readonly number[], chosen: Chosen): CheckAttemptRequest['answers'] =>
  questionIds.map((id) => ({ question_id: id, option_ids: chosen[id] ?? [] }));

/**
 * What the lesson's action answered a posted check with: the try's grade, or the answers again
 * with what kept them from being graded (a question left out, the server's refusal).
 */
export interface CheckSubmission extends FormSubmission<Record<string, number[]>> {
  partId: number;
  result?: CheckAttemptResult;
  unanswered?: number[];
}

/** The posted check of this part, if that is what the page's action answered. */
export function checkSubmissionOf(actionData: unknown, partId: number): CheckSubmission | undefined {
  const answer = actionData as Partial<CheckSubmission> | undefined;
  return answer?.form === LESSON_FORMS.check && answer.partId === partId ? (answer as CheckSubmission) : undefined;
}

/** The answers a submission carries back, as the form holds them. */
export const chosenOfValues = (values: Record<string, number[]>): Chosen =>
  Object.fromEntries(Object.entries(values).map(([id, options]) => [Number(id), options]));
