import {
  consoleInsightRefreshApi,
  insightFiguresChanged,
  useRefreshInsightMutation,
} from '@aula/api-client/console-insight-refresh';
import { type Refusal, refusalOf } from '@aula/api-client/errors';
import { useAppDispatch } from '@aula/api-client/hooks';
import { useEffect, useRef, useState } from 'react';

/** Where a "refresh now" is: asked, under way (`joined`: someone else's), ended, or why it failed. */
export type RefreshStep =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'waiting'; joined: boolean }
  | { step: 'done' }
  | { step: 'failed'; refusal: Refusal };

/** The API's status is asked after these waits (the last one repeated): soon for a demo, calmly after. */
const POLL_MS = [500, 1000, 2000] as const;
/** A refresh of 100,000 learners takes about two minutes; past this the screen stops waiting. */
const GIVE_UP_MS = 5 * 60_000;

/** Client-side reasons a refresh is told failed (beside the API's own codes). */
const REFRESH_FAILED = 'refresh_failed';
export const REFRESH_SLOW = 'refresh_slow';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failure = (code: string): Refusal => ({ code, message: code, fields: [] });

/**
 * The console's "refresh now": asks for a refresh with the moment the screen's figures show, waits
 * for the refresh under way (its own or someone else's) by asking its status, then marks every
 * insight screen's figures stale so they are asked again. A refresh is known to have ended well
 * when the status names a moment other than the one before it.
 */
export function useFiguresRefresh() {
  const dispatch = useAppDispatch();
  const [ask] = useRefreshInsightMutation();
  const [state, setState] = useState<RefreshStep>({ step: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = (next: RefreshStep) => {
    if (mounted.current) setState(next);
  };

  /** Resolves once the refresh has ended; throws a Refusal-shaped reason if it did not end well. */
  async function ended(before: string | null): Promise<void> {
    const giveUpAt = Date.now() + GIVE_UP_MS;
    for (let poll = 0; Date.now() < giveUpAt; poll += 1) {
      await sleep(POLL_MS[Math.min(poll, POLL_MS.length - 1)] ?? 2000);
      if (!mounted.current) return;
      const status = await dispatch(
        consoleInsightRefreshApi.endpoints.getInsightRefreshStatus.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      if (!status.running) {
        if (status.computedAt === before) throw failure(REFRESH_FAILED);
        return;
      }
    }
    throw failure(REFRESH_SLOW);
  }

  async function refresh(seen: string | null) {
    show({ step: 'asking' });
    try {
      const answer = await ask({ seen }).unwrap();
      if (answer.state !== 'fresh') {
        show({ step: 'waiting', joined: answer.state === 'running' });
        await ended(answer.computedAt);
      }
      dispatch(insightFiguresChanged());
      show({ step: 'done' });
    } catch (error) {
      show({ step: 'failed', refusal: isRefusal(error) ? error : refusalOf(error) });
    }
  }

  return { state, refresh };
}

function isRefusal(error: unknown): error is Refusal {
  return typeof error === 'object' && error !== null && 'fields' in error && 'code' in error;
}
