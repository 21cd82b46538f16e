import type { CheckAttemptRequest, ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { chosenOptions, gradeAttempt } from '../../services/knowledge-checks/grade';
import type { checkAttempts } from '../schema';

/**
 * A demo learner's try at a check, graded by the same code as a real one (a wrong answer sends
 * them to the part the editor named), as a check_attempts row.
 */
export function gradedDemoTry(
  check: ConsoleCheck,
  answers: CheckAttemptRequest['answers'],
  at: { userId: number; partId: number; attempt: number; submittedAt: Date },
): typeof checkAttempts.$inferInsert {
  const reviewable = new Set(check.questions.flatMap((question) => question.review_part_id ?? []));
  const graded = gradeAttempt(check, chosenOptions(check, answers), { revealed: false, reviewable });
  return {
    ...at,
    answers,
    results: graded.results,
    score: graded.score,
    passed: graded.passed,
    passMark: check.pass_mark,
  };
}
