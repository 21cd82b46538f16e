import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webinarAttendance } from '../db/schema';

/** The stretch of time a heartbeat may credit: the webinar's room, opened a little early and closed a little late. */
export interface AttendanceWindow {
  opensAt: Date;
  closesAt: Date;
  /** The most one heartbeat credits, however long since the previous one (a closed tab earns nothing). */
  maxGapSeconds: number;
}

type Key = { userId: number; webinarId: number };

export async function creditedSeconds(db: Database, { userId, webinarId }: Key): Promise<number> {
  const [row] = await db
    .select({ seconds: webinarAttendance.creditedSeconds })
    .from(webinarAttendance)
    .where(and(eq(webinarAttendance.userId, userId), eq(webinarAttendance.webinarId, webinarId)));
  return row?.seconds ?? 0;
}

/**
 * Records a join, heartbeat or leave in one statement, so parallel heartbeats cannot credit the
 * same seconds twice (the row lock orders them; the second sees the first's `last_seen_at`).
 * Credit: the wall-clock time since the last join or heartbeat, capped, and only the part of it
 * inside the window. A leave credits up to now and closes the stretch.
 */
export async function recordAttendance(
  db: Database,
  { userId, webinarId }: Key,
  event: 'join' | 'heartbeat' | 'leave',
  now: Date,
  window: AttendanceWindow,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const opens = sql`${window.opensAt.toISOString()}::timestamptz`;
  const closes = sql`${window.closesAt.toISOString()}::timestamptz`;
  const last = sql.raw(`"webinar_attendance"."last_seen_at"`);
  // After a leave nothing is being timed (greatest() would skip the null, hence the case).
  const credit = sql`case when ${last} is null then 0 else greatest(0, least(${window.maxGapSeconds}::int,
    floor(extract(epoch from (least(${at}, ${closes}) - greatest(${last}, ${opens}))))::int)) end`;
  // Before a join nothing was being timed: a join only (re)starts the stretch.
  const added = event === 'join' ? sql`0` : credit;
  const nextSeen = event === 'leave' ? sql`null` : sql`greatest(${last}, ${at})`;
  const [row] = await db
    .insert(webinarAttendance)
    .values({ userId, webinarId, joinedAt: now, lastSeenAt: event === 'leave' ? null : now, creditedSeconds: 0 })
    .onConflictDoUpdate({
      target: [webinarAttendance.userId, webinarAttendance.webinarId],
      set: {
        creditedSeconds: sql`${webinarAttendance.creditedSeconds} + ${added}`,
        lastSeenAt: event === 'join' ? sql`greatest(${last}, ${at})` : nextSeen,
      },
    })
    .returning({ seconds: webinarAttendance.creditedSeconds });
  return row?.seconds ?? 0;
}
