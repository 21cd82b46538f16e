import {
  CHECK_ATTEMPT_OUT_OF_TURN,
  CHECK_NO_ATTEMPTS_LEFT,
  type CheckAttemptRequest,
  type CheckAttemptResult,
  type ConsoleCheck,
} from '@aula/contracts/knowledge-checks';
import type { Database } from '../../db/client';
import type { LearningChannel } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import {
  attemptStanding,
  type RecordedAttempt,
  recordAttempt,
  recordedAttempt,
} from '../../repositories/check-attempts';
import type { LearnerScope } from '../../repositories/learner-lessons';
import type { LessonContent } from '../../repositories/lesson-content';
import type { ContentCache } from '../content-cache';
import { lessonProgress, partStateChanged, visiblePart } from '../part-progress';
import { chosenOptions, gradeAttempt } from './grade';

// A learner's try of a check part, graded by the server. Tries are numbered: the player sends the
// number of the try it showed, so a try queued offline and sent again, or sent twice by two taps,
// is answered with its first result and graded once.
//
// Passing is not the end of trying: within the tries the check allows, a learner who passed may go
// on practising (the part stays completed, and the right options are shown from the pass on anyway).
// One rule, tries up to `max_attempts`, rather than a second refusal for a passed check.

const refused = (code: string, message: string, used: number) =>
  new HttpError(409, code, message, { attempts_used: used });

/** Tries left after try number `attempt`; null: as many as the learner needs. */
const attemptsLeft = (check: ConsoleCheck, attempt: number) =>
  check.max_attempts === null ? null : Math.max(0, check.max_attempts - attempt);

/** The answer for a recorded try, with where the learner stands in the lesson now. */
async function resultOf(
  cache: ContentCache,
  scope: LearnerScope,
  lesson: LessonContent,
  check: ConsoleCheck,
  attempt: Pick<RecordedAttempt, 'partId' | 'attempt' | 'score' | 'passed' | 'passMark' | 'results'>,
  passedBefore: boolean,
): Promise<CheckAttemptResult> {
  const lessonState = await cache.lessonState(scope.userId);
  const completed = passedBefore || attempt.passed || lessonState.completed.has(attempt.partId);
  // A try answered again while the first answer is still telling the cache: the part counts already.
  const done = completed ? new Set([...lessonState.completed, attempt.partId]) : lessonState.completed;
  return {
    attempt: attempt.attempt,
    score: attempt.score,
    passed: attempt.passed,
    pass_mark: attempt.passMark,
    attempts_left: attemptsLeft(check, attempt.attempt),
    completed,
    lesson_progress: lessonProgress(lesson, done),
    questions: attempt.results,
  };
}

/**
 * Grades the learner's answers to one try of a check part and records it; passing completes the
 * part as any part completes. A 404 for a part the learner may not open or that is no check.
 */
export async function submitAttempt(
  db: Database,
  cache: ContentCache,
  scope: LearnerScope,
  partId: number,
  request: CheckAttemptRequest,
  now: Date,
  channel: LearningChannel = 'site',
): Promise<CheckAttemptResult> {
  const { part, lesson } = await visiblePart(cache, scope, partId);
  const check = part.kind === 'check' ? part.checkDefinition : null;
  if (check === null) throw notFound('Check not found');
  const standing = await attemptStanding(db, scope.userId, part.id);
  const again = request.attempt <= standing.used && (await recordedAttempt(db, scope.userId, part.id, request.attempt));
  if (again) return resultOf(cache, scope, lesson, check, again, standing.passed);
  if (check.max_attempts !== null && standing.used >= check.max_attempts) {
    throw refused(CHECK_NO_ATTEMPTS_LEFT, 'No try of this check is left', standing.used);
  }
  if (request.attempt !== standing.used + 1) {
    throw refused(CHECK_ATTEMPT_OUT_OF_TURN, `This is try ${standing.used + 1} of the check`, standing.used);
  }
  const graded = gradeAttempt(check, chosenOptions(check, request.answers), {
    revealed: standing.passed || (check.max_attempts !== null && request.attempt >= check.max_attempts),
    reviewable: new Set(lesson.parts.map((item) => item.id)),
  });
  const attempt = {
    user: scope.userId,
    part: part.id,
    attempt: request.attempt,
    answers: request.answers,
    passMark: check.pass_mark,
    channel,
    ...graded,
  };
  const { recorded, completedNow } = await recordAttempt(db, attempt, now);
  if (!recorded) {
    // The same try sent at the same moment was recorded by the other request: answer its result.
    const first = await recordedAttempt(db, scope.userId, part.id, request.attempt);
    if (!first) throw new Error(`check try ${request.attempt} of part ${part.id}: taken and not found`);
    return resultOf(cache, scope, lesson, check, first, standing.passed);
  }
  await partStateChanged(cache, scope.userId, part.id, { opened: false, completedNow });
  return resultOf(cache, scope, lesson, check, { ...attempt, partId: part.id }, standing.passed);
}
