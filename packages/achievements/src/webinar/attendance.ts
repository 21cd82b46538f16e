import { useGetWebinarAttendanceQuery, useReportWebinarAttendanceMutation } from '@aula/api-client/achievements';
import { ATTENDANCE_MINUTES } from '@aula/contracts/achievements';
import { useEffect } from 'react';

export { ATTENDANCE_MINUTES };

/** The server credits at most 90 s per report; a report a minute keeps every minute counted. */
export const HEARTBEAT_MS = 60_000;

/**
 * The learner's time in the room as the SERVER recorded it (spec section 8): the room reports a
 * join, a heartbeat a minute and a leave, and shows only what the server answers, so "your
 * attendance counts" is never a promise the browser made up.
 */
export function useAttendance(webinarId: number) {
  const record = useGetWebinarAttendanceQuery(webinarId);
  const [report, reported] = useReportWebinarAttendanceMutation();
  useEffect(() => {
    report({ webinarId, event: 'join' });
    const timer = setInterval(() => report({ webinarId, event: 'heartbeat' }), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      report({ webinarId, event: 'leave' });
    };
  }, [report, webinarId]);
  return {
    minutes: record.data?.attended_minutes ?? 0,
    counts: record.data?.counts ?? false,
    /** The last report or read failed: what is shown may be behind the server's record. */
    unrecorded: reported.isError || (record.isError && !record.data),
  };
}
