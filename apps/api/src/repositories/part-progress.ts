import type { PartKind } from '@aula/contracts/lessons';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { allies, type LearningChannel, partCompletions, partProgress } from '../db/schema';

/** When a part counts as done for an ally's learners (its columns on `allies`). */
export interface CompletionRules {
  videoCompletePercent: number;
  readingWordsPerMinute: number;
  readingMinSeconds: number;
  readingScrolledSeconds: number;
}

export const DEFAULT_RULES: CompletionRules = {
  videoCompletePercent: 80,
  readingWordsPerMinute: 240,
  readingMinSeconds: 20,
  readingScrolledSeconds: 8,
};

export async function loadCompletionRules(db: Database, allyId: number): Promise<CompletionRules> {
  const statement = prepared(db, 'completion_rules', () =>
    db
      .select({
        videoCompletePercent: allies.videoCompletePercent,
        readingWordsPerMinute: allies.readingWordsPerMinute,
        readingMinSeconds: allies.readingMinSeconds,
        readingScrolledSeconds: allies.readingScrolledSeconds,
      })
      .from(allies)
      .where(eq(allies.id, sql.placeholder('allyId')))
      .prepare('completion_rules'),
  );
  const [row] = await statement.execute({ allyId });
  return row ?? DEFAULT_RULES;
}

/** Opening a part starts (or restarts) the learner's clock on it; the first opening is kept. */
export async function recordPartOpened(db: Database, user: number, part: number, now: Date): Promise<void> {
  const statement = prepared(db, 'part_opened', () =>
    db
      .insert(partProgress)
      .values({
        userId: sql.placeholder('userId'),
        partId: sql.placeholder('partId'),
        openedAt: sql`${sql.placeholder('now')}::timestamptz`,
        seenAt: sql`${sql.placeholder('now')}::timestamptz`,
      })
      .onConflictDoUpdate({
        target: [partProgress.userId, partProgress.partId],
        set: { seenAt: sql`excluded.seen_at` },
      })
      .prepare('part_opened'),
  );
  await statement.execute({ userId: user, partId: part, now: now.toISOString() });
}

export interface ProgressReport {
  user: number;
  part: number;
  now: Date;
  kind: PartKind;
  /** Seconds of video the player says were played since its last report. */
  played: number;
  reachedEnd: boolean;
  downloaded: boolean;
  /** Video: seconds to have played; reading: seconds to have stayed. */
  needSeconds: number;
  /** Reading scrolled to its end: seconds to have stayed. */
  scrolledSeconds: number;
  /** Where the learner is taking the part: the completion remembers it. */
  channel: LearningChannel;
}

export interface ProgressState {
  /** The part was never opened: nothing to credit. */
  opened: boolean;
  playedSeconds: number;
  elapsedSeconds: number;
  /** This report completed the part. */
  completedNow: boolean;
}

/**
 * Credits the report and completes the part when it is done, in one statement. Played time counts
 * only up to the time that passed since the last report or opening, so a player claiming a whole
 * video seconds after opening it is credited those seconds and no more.
 */
export async function recordPartProgress(db: Database, report: ProgressReport): Promise<ProgressState> {
  const now = report.now.toISOString();
  const rows = rowsOf<{ played: number | string; elapsed: number | string; done: boolean }>(
    await db.execute(sql`
    with progress as (
      update ${partProgress} set
        played_seconds = ${partProgress.playedSeconds}
          + least(${report.played}::real, greatest(0, extract(epoch from (${now}::timestamptz - ${partProgress.seenAt})))),
        seen_at = greatest(${partProgress.seenAt}, ${now}::timestamptz)
      where ${partProgress.userId} = ${report.user} and ${partProgress.partId} = ${report.part}
      returning played_seconds as played, extract(epoch from (${now}::timestamptz - opened_at)) as elapsed
    ), done as (
      insert into ${partCompletions} (user_id, part_id, channel, completed_at, last_viewed_at)
      select ${report.user}, ${report.part}, ${report.channel}::learning_channel, ${now}::timestamptz, ${now}::timestamptz
      from progress
      where case ${report.kind}::text
        when 'video' then progress.played >= ${report.needSeconds}
        when 'reading' then progress.elapsed >= ${report.needSeconds}
          or (${report.reachedEnd}::boolean and progress.elapsed >= ${report.scrolledSeconds})
        when 'download' then ${report.downloaded}::boolean
        -- A check is done by passing it (recordPartCompleted), never by a report.
        else false end
      on conflict do nothing
      returning 1
    )
    select progress.played, progress.elapsed, exists (select 1 from done) as done from progress`),
  );
  const row = rows[0];
  if (!row) return { opened: false, playedSeconds: 0, elapsedSeconds: 0, completedNow: false };
  return {
    opened: true,
    playedSeconds: Number(row.played),
    elapsedSeconds: Number(row.elapsed),
    completedNow: Boolean(row.done),
  };
}

/**
 * Records a part as done, once (the same row `recordPartProgress` writes: lesson and module progress,
 * achievements and prizes are read from these rows); whether this call did it. Passing a check
 * completes its part so, in the transaction that records the try.
 */
export async function recordPartCompleted(
  db: Database,
  user: number,
  part: number,
  now: Date,
  channel: LearningChannel = 'site',
): Promise<boolean> {
  const rows = await db
    .insert(partCompletions)
    .values({ userId: user, partId: part, channel, completedAt: now, lastViewedAt: now })
    .onConflictDoNothing()
    .returning({ partId: partCompletions.partId });
  return rows.length > 0;
}
