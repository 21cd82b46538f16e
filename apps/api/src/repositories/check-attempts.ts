import type { AttemptSummary, CheckAttemptRequest, QuestionResult } from '@aula/contracts/knowledge-checks';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkAttempts, type LearningChannel, partProgress } from '../db/schema';
import { recordPartCompleted } from './part-progress';

// A learner's graded tries of a check part (services/knowledge-checks).

export type RecordedAttempt = typeof checkAttempts.$inferSelect;

/** Where a learner stands on a check: tries used, whether one passed, the best score and the last try. */
export interface AttemptStanding {
  used: number;
  passed: boolean;
  best: number | null;
  last: AttemptSummary | null;
}

export async function attemptStanding(db: Database, user: number, part: number): Promise<AttemptStanding> {
  const rows = await db
    .select({
      attempt: checkAttempts.attempt,
      score: checkAttempts.score,
      passed: checkAttempts.passed,
      submittedAt: checkAttempts.submittedAt,
    })
    .from(checkAttempts)
    .where(and(eq(checkAttempts.userId, user), eq(checkAttempts.partId, part)))
    .orderBy(asc(checkAttempts.attempt));
  const last = rows.at(-1);
  return {
    used: rows.length,
    passed: rows.some((row) => row.passed),
    best: last === undefined ? null : Math.max(...rows.map((row) => row.score)),
    last: last
      ? { attempt: last.attempt, score: last.score, passed: last.passed, submitted_at: last.submittedAt.toISOString() }
      : null,
  };
}

/** One recorded try, to answer it again when it is sent again. */
export async function recordedAttempt(
  db: Database,
  user: number,
  part: number,
  attempt: number,
): Promise<RecordedAttempt | undefined> {
  const [row] = await db
    .select()
    .from(checkAttempts)
    .where(and(eq(checkAttempts.userId, user), eq(checkAttempts.partId, part), eq(checkAttempts.attempt, attempt)));
  return row;
}

export interface GradedAttempt {
  user: number;
  part: number;
  /** Where the try was made: passing completes the part there. */
  channel: LearningChannel;
  attempt: number;
  answers: CheckAttemptRequest['answers'];
  results: QuestionResult[];
  score: number;
  passed: boolean;
  passMark: number;
}

/**
 * Records a graded try and, when it passed, completes the part, in one transaction. The try's number
 * is unique per learner and part, so the same try sent twice at once is recorded once: the second
 * finds it taken (after the first commits) and records nothing. `recorded` is false then.
 * The try started when the learner opened the part, or finished their try before it.
 */
export async function recordAttempt(db: Database, graded: GradedAttempt, now: Date) {
  const opened = sql`(select ${partProgress.openedAt} from ${partProgress}
    where ${partProgress.userId} = ${graded.user} and ${partProgress.partId} = ${graded.part})`;
  const previous = sql`(select max(${checkAttempts.submittedAt}) from ${checkAttempts}
    where ${checkAttempts.userId} = ${graded.user} and ${checkAttempts.partId} = ${graded.part})`;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(checkAttempts)
      .values({
        userId: graded.user,
        partId: graded.part,
        attempt: graded.attempt,
        answers: graded.answers,
        results: graded.results,
        score: graded.score,
        passed: graded.passed,
        passMark: graded.passMark,
        startedAt: sql`case when ${opened} is null then null else greatest(${opened}, ${previous}) end`,
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: checkAttempts.id });
    const recorded = inserted.length > 0;
    const completedNow =
      recorded && graded.passed && (await recordPartCompleted(tx, graded.user, graded.part, now, graded.channel));
    return { recorded, completedNow };
  });
}
