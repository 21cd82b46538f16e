import type { ConsoleCheck, LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { Database } from '../../db/client';
import { type AttemptStanding, attemptStanding } from '../../repositories/check-attempts';
import { shuffledFor } from './shuffle';

/**
 * A check as its learner reads it before answering: where they stand, and the questions in the
 * order of their next try, each field named here one by one, so which option is right, an
 * option's feedback or the part to review never reach them before they submit.
 */
export function learnerCheckOf(
  check: ConsoleCheck,
  standing: AttemptStanding,
  of: { learner: number; part: number },
): LearnerCheck {
  const nextTry = { ...of, attempt: standing.used + 1 };
  return {
    pass_mark: check.pass_mark,
    max_attempts: check.max_attempts,
    attempts_used: standing.used,
    passed: standing.passed,
    best_score: standing.best,
    last_attempt: standing.last,
    questions: shuffledFor(check.questions, nextTry).map((question) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      // "Verdadero" before "Falso", always: only the other kinds' options are shuffled.
      options: (question.kind === 'true_false' ? question.options : shuffledFor(question.options, nextTry)).map(
        (option) => ({ id: option.id, text: option.text }),
      ),
    })),
  };
}

/** The check part's questions for this learner, with their tries so far. */
export async function learnerCheck(db: Database, learner: number, part: number, check: ConsoleCheck) {
  return learnerCheckOf(check, await attemptStanding(db, learner, part), { learner, part });
}
