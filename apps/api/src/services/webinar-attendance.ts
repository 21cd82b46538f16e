import { ATTENDANCE_MINUTES, type WebinarAttendance } from '@aula/contracts/achievements';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../lib/http-error';
import * as repo from '../repositories/achievements';
import type { LearnerScope } from '../repositories/learner-lessons';
import { creditedSeconds, recordAttendance } from '../repositories/webinar-attendance';

/** The room opens this early and stays open this long after the scheduled end (late starts, overruns). */
const MARGIN_MINUTES = 15;
/** Heartbeats come about once a minute; a longer silence is credited this much at most. */
const MAX_GAP_SECONDS = 90;

export function attendanceOf(webinarId: number, seconds: number): WebinarAttendance {
  const minutes = Math.floor(seconds / 60);
  return {
    webinar_id: webinarId,
    attended_minutes: minutes,
    counts: seconds > ATTENDANCE_MINUTES * 60,
    required_minutes: ATTENDANCE_MINUTES,
  };
}

export async function attendanceFor(db: Database, userId: number, webinarId: number): Promise<WebinarAttendance> {
  return attendanceOf(webinarId, await creditedSeconds(db, { userId, webinarId }));
}

/** Only a learner who redeemed a code for the webinar (and so holds its link) is timed in its room. */
async function heldWebinar(db: Database, scope: LearnerScope, webinarId: number) {
  const webinar = await repo.findWebinar(db, webinarId);
  if (!webinar || webinar.allyId !== scope.allyId) throw notFound('Webinar not found');
  if (!(await repo.redemptionOf(db, scope.userId, webinarId))) {
    throw new HttpError(403, 'not_redeemed', 'Redeem a code for this webinar before entering its room');
  }
  return webinar;
}

export async function readAttendance(db: Database, scope: LearnerScope, webinarId: number) {
  await heldWebinar(db, scope, webinarId);
  return attendanceFor(db, scope.userId, webinarId);
}

export async function reportAttendance(
  db: Database,
  scope: LearnerScope,
  webinarId: number,
  event: 'join' | 'heartbeat' | 'leave',
  now: Date,
): Promise<WebinarAttendance> {
  const webinar = await heldWebinar(db, scope, webinarId);
  const margin = MARGIN_MINUTES * 60_000;
  const seconds = await recordAttendance(db, { userId: scope.userId, webinarId }, event, now, {
    opensAt: new Date(webinar.startsAt.getTime() - margin),
    closesAt: new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000 + margin),
    maxGapSeconds: MAX_GAP_SECONDS,
  });
  return attendanceOf(webinarId, seconds);
}
