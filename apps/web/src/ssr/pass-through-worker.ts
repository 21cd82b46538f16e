import { landingApi } from '@aula/api-client/landing';
import { type RootState, setupStore } from '@aula/api-client/store';

type Ask = (arg: unknown, options: { subscribe: boolean }) => unknown;

/**
 * The offline worker keeps what a learner read (their lists, the lessons they opened) as the
 * answers pass through it (the contracts' endpoints marked `offline`); a page the server drew for
 * them asked nothing in the browser. When a worker controls the page, the same reads are asked again once the
 * page is idle, through it, so the lesson is kept for offline as before. Without a worker (a first
 * visit) nothing is asked.
 *
 * The answers go to a store of their own, never the page's: asked before the learner's first tap
 * and answered after it, they would put back what the tap changed (a heart marked while the read
 * was on its way showed unmarked again, the cause of a flaky favourite in the e2e journey).
 */
export function passThroughWorker(
  pageState: () => Pick<RootState, 'session'>,
  entries: { endpointName: string; arg: unknown }[],
) {
  const endpoints = landingApi.endpoints as unknown as Record<string, { initiate: Ask } | undefined>;
  const askAgain = () => {
    // Asked as the page's learner on the page's ally: the same session, nothing else shared.
    const aside = setupStore({ session: pageState().session });
    for (const { endpointName, arg } of entries) {
      const ask = endpoints[endpointName]?.initiate(arg, { subscribe: false });
      if (ask) aside.dispatch(ask as never);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in globalThis ? requestIdleCallback(askAgain, { timeout: 3000 }) : setTimeout(askAgain, 500);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
