import type { QuestionKind } from '@aula/contracts/knowledge-checks';

/** What a graded try says of one option, in words beside it (never by colour alone). */
export type OptionMark = 'right' | 'wrong' | 'missed' | 'chosen';

/** A question's grade, as the server gave it for one try. */
export interface QuestionGrade {
  correct: boolean;
  feedback: { option_id: number; text: string }[];
  /** The right options: only once the check is passed or no try is left. */
  correct_option_ids: number[] | null;
}

/**
 * The mark of an option after a try. While the right options are kept back, a chosen option of a
 * right answer is right, and the one option of a wrong single answer is wrong; of a wrong answer
 * with several options chosen nothing says which of them is wrong, so each is only "your answer".
 */
export function markOf(
  optionId: number,
  chosen: readonly number[],
  grade: QuestionGrade,
  kind: QuestionKind,
): OptionMark | undefined {
  const picked = chosen.includes(optionId);
  const right = grade.correct_option_ids;
  if (right) {
    if (picked) return right.includes(optionId) ? 'right' : 'wrong';
    return right.includes(optionId) ? 'missed' : undefined;
  }
  if (!picked) return undefined;
  if (grade.correct) return 'right';
  return kind === 'multiple' ? 'chosen' : 'wrong';
}
