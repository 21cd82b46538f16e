import { landingApi } from '@aula/api-client/landing';
import type { AppDispatch } from '@aula/api-client/store';

type Refetch = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/**
 * The offline worker keeps what a learner read (their lists, the lessons they opened) as the
 * answers pass through it (offline/offline-requests.ts); a page the server drew for them asked
 * nothing in the browser. When a worker controls the page, the same reads are asked again once the
 * page is idle, through it: the answers are the same, so nothing on screen changes, and the lesson
 * is kept for offline as before. Without a worker (a first visit) nothing is asked.
 */
export function passThroughWorker(dispatch: AppDispatch, entries: { endpointName: string; arg: unknown }[]) {
  const endpoints = landingApi.endpoints as unknown as Record<string, { initiate: Refetch } | undefined>;
  const askAgain = () => {
    for (const { endpointName, arg } of entries) {
      const refetch = endpoints[endpointName]?.initiate(arg, { subscribe: false, forceRefetch: true });
      if (refetch) dispatch(refetch as never);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in globalThis ? requestIdleCallback(askAgain, { timeout: 3000 }) : setTimeout(askAgain, 500);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
