import type { checkFields } from '@aula/contracts/knowledge-checks';
import type { z } from 'zod';
import { fieldRefused } from '../../lib/console-input';
import type { StoredCheck } from '../../repositories/console-curriculum';

type CheckInput = z.output<typeof checkFields>;

/** The highest number the stored check ever gave (questions and options share one count). */
function highestNumber(stored: StoredCheck | null): number {
  if (stored === null) return 0;
  const ids = stored.questions.flatMap((question) => [question.id, ...question.options.map((option) => option.id)]);
  return Math.max(stored.last_id ?? 0, ...ids);
}

/**
 * Numbers a check as an editor saved it. The ids the editor sent back are those the console gave
 * them: each must still be in the stored check (an option in its own question), else the editor
 * worked from something else and a 400 names it. New questions and options get the next number,
 * never one given before: a learner's past try and a try queued offline name questions and options
 * by number, and must not come to mean another. `reviewable`: the parts a wrong answer may send the
 * learner back to (the lesson's others).
 */
export function numberCheck(
  input: CheckInput,
  stored: StoredCheck | null,
  reviewable: ReadonlySet<number>,
): StoredCheck {
  const storedOptions = new Map(
    (stored?.questions ?? []).map((question) => [question.id, new Set(question.options.map((option) => option.id))]),
  );
  for (const [q, question] of input.questions.entries()) {
    const path = `check.questions.${q}`;
    const options = question.id === undefined ? new Set<number>() : storedOptions.get(question.id);
    if (options === undefined) throw fieldRefused(`${path}.id`, 'is not a question of this check');
    for (const [o, option] of question.options.entries()) {
      if (option.id !== undefined && !options.has(option.id)) {
        throw fieldRefused(`${path}.options.${o}.id`, 'is not an option of this question');
      }
    }
    if (question.review_part_id !== null && !reviewable.has(question.review_part_id)) {
      throw fieldRefused(`${path}.review_part_id`, 'must be another part of this lesson');
    }
  }
  let last = highestNumber(stored);
  const numbered = (id: number | undefined) => id ?? ++last;
  const questions = input.questions.map((question) => ({
    id: numbered(question.id),
    kind: question.kind,
    prompt: question.prompt,
    review_part_id: question.review_part_id,
    options: question.options.map((option) => ({
      id: numbered(option.id),
      text: option.text,
      correct: option.correct,
      feedback: option.feedback,
    })),
  }));
  return { pass_mark: input.pass_mark, max_attempts: input.max_attempts, questions, last_id: last };
}
