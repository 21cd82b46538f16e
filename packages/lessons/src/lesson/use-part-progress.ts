import { useReportPartProgressMutation } from '@aula/api-client/lessons';
import type { PartDetail, PartProgressRequest } from '@aula/contracts/lessons';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A played video reports about this often, and on pause, at its end and when the learner leaves. */
const HEARTBEAT_SECONDS = 10;
/** A jump of the playhead longer than this is a seek, not playing. */
const MAX_TICK_SECONDS = 2;

/**
 * What the player tells the server about a part: seconds of video played, a reading scrolled to its
 * end, a file downloaded. The server judges whether that completes the part (with its own clock:
 * played time beyond the time that passed is not credited); the answer marks it in the cache.
 */
export function usePartProgress(part: PartDetail) {
  const [send, state] = useReportPartProgressMutation();
  const done = useRef(part.completed);
  done.current = part.completed;
  const reachedEnd = useRef(false);
  const played = useRef(0);
  const lastTime = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What the server last said is left of this part (seconds of video to play, of reading to stay).
  const [left, setLeft] = useState<{ partId: number; seconds: number } | null>(null);

  const report = useCallback(
    async (body: PartProgressRequest) => {
      if (done.current) return;
      const answer = await send({ partId: part.id, lessonId: part.lesson_id, report: body });
      if (answer.data) setLeft({ partId: part.id, seconds: answer.data.remaining_seconds });
      // A reading not yet long enough: report again once the server says it will be.
      if (part.kind === 'reading' && answer.data && !answer.data.completed) {
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => void report({ reached_end: reachedEnd.current }),
          (answer.data.remaining_seconds + 1) * 1000,
        );
      }
    },
    [send, part.id, part.lesson_id, part.kind],
  );

  const flushPlayed = useCallback(() => {
    const seconds = Math.round(played.current * 10) / 10;
    played.current = 0;
    if (seconds > 0) void report({ played_seconds: seconds });
  }, [report]);

  // A reading reports once its reading time has passed; leaving a video sends what was played.
  useEffect(() => {
    reachedEnd.current = false;
    played.current = 0;
    lastTime.current = null;
    if (part.kind === 'reading' && !part.completed) {
      timer.current = setTimeout(() => void report({}), (part.required_seconds + 1) * 1000);
    }
    return () => {
      clearTimeout(timer.current);
      flushPlayed();
    };
    // Once per part: the answer to a report changes `completed`, and that must not restart the clock.
  }, [part.id]);

  const video = {
    onTimeUpdate(element: HTMLVideoElement) {
      const now = element.currentTime;
      const tick = lastTime.current === null ? 0 : now - lastTime.current;
      lastTime.current = now;
      if (element.paused || tick <= 0 || tick > MAX_TICK_SECONDS) return;
      played.current += tick * Math.min(1, element.playbackRate || 1);
      if (played.current >= HEARTBEAT_SECONDS) flushPlayed();
    },
    onSeeked(element: HTMLVideoElement) {
      lastTime.current = element.currentTime;
    },
    onPause: flushPlayed,
    onEnded: flushPlayed,
  };

  return {
    video,
    /** Seconds still needed: the last report's answer, else all the part asks (`required_seconds`). */
    remainingSeconds: left?.partId === part.id ? left.seconds : part.required_seconds,
    reachedEnd() {
      if (reachedEnd.current) return;
      reachedEnd.current = true;
      void report({ reached_end: true });
    },
    downloaded: () => void report({ downloaded: true }),
    saving: state.isLoading,
    failed: state.isError,
    retry: () => void report(state.originalArgs?.report ?? {}),
  };
}

export type PartProgress = ReturnType<typeof usePartProgress>;
