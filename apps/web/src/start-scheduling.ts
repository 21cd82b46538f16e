// Start-up work split into tasks the browser can interleave with input and paint: on a slow phone
// (4x CPU) one long task is what Lighthouse counts as blocking time and what makes a tap wait.

interface SchedulerYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so what follows no longer lengthens the task that called it. Chromium's
 * scheduler.yield() keeps the continuation ahead of other queued work; elsewhere a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`), each task in its own callback. */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return;
  }
  setTimeout(task, 1);
}

/**
 * Once `ready` (the first screen is on screen and answers input), runs each of `tasks` in an idle
 * moment of its own: work no first screen needs (the offline worker's install) never delays it.
 */
export function afterStart(ready: Promise<void>, tasks: Array<() => unknown>, idle = whenIdle): void {
  ready.then(
    () => {
      for (const task of tasks) idle(() => void task());
    },
    // A page that did not come up reports why where it failed; nothing is left to do here.
    () => {},
  );
}
