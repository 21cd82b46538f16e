import { useEffect, useState } from 'react';

/** Spec section 8: attendance registers only after more than 30 minutes in the session. */
export const ATTENDANCE_MINUTES = 30;
const TICK_MS = 15_000;

const storageKey = (webinarId: number) => `aula.webinar.${webinarId}.enteredAt`;

/** When the learner entered this webinar's room; kept for the tab, so a reload does not reset it. */
function enteredAt(webinarId: number): number {
  const key = storageKey(webinarId);
  const stored = Number(sessionStorage.getItem(key));
  if (Number.isFinite(stored) && stored > 0 && stored <= Date.now()) return stored;
  const now = Date.now();
  sessionStorage.setItem(key, String(now));
  return now;
}

/** Whole minutes in the room, ticking; and whether leaving now would lose the attendance. */
export function useAttendance(webinarId: number) {
  const [start] = useState(() => enteredAt(webinarId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.floor((now - start) / 60_000);
  return { minutes, counts: minutes > ATTENDANCE_MINUTES };
}
