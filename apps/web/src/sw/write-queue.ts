import { QUEUED_WRITE_HEADER } from '@aula/api-client/queued-write';
import { ALLY_HEADER } from '@aula/contracts/headers';
import { Queue } from 'workbox-background-sync';
import { moveEarlierWrites } from '../offline/earlier-release-queue';
import { lessonCacheName, lessonUrl, queuedAnswer } from '../offline/offline-requests';
import { replayRequest } from '../offline/replay-request';
import { flushQueue, flushWhileOnline, oneFlushAtATime, toQueued } from '../offline/request-queue';
import { OFFLINE_MESSAGES } from '../offline/worker-messages';
import { notify } from './worker-scope';

// Background sync and every open tab's "online" message ask at once when the connection returns.
// Declared before the queue, which may ask at once (a browser without background sync): the
// flush itself starts a step later, the queue made by then.
const flush = oneFlushAtATime(async () => {
  const result = await flushQueue(queue, (request) => replayRequest(request));
  if (result.sent + result.dropped > 0) await notify({ type: OFFLINE_MESSAGES.queueSent, sent: result.sent });
  return result;
});

// In IndexedDB, so it outlives the worker, which the browser stops when idle. Nothing expires: a
// learner offline for weeks still has their favourites and progress sent.
const queue = new Queue('aula-writes', {
  maxRetentionTime: Number.POSITIVE_INFINITY,
  onSync: async () => {
    // A failed sync is one the browser tries again later.
    const { kept } = await flush();
    if (kept > 0) throw new Error(`${kept} offline writes wait for the server`);
  },
});

/** The pages' word that the connection is back (the worker is kept alive while it tries again). */
export const sendQueuedWrites = () => flushWhileOnline(flush);

export const takeOverEarlierQueue = () => moveEarlierWrites((entry) => queue.pushRequest(entry));

/**
 * A write the learner makes: sent as usual; offline, queued and answered at once as the API would,
 * from what the device knows, so the screen shows the change (the server's answer comes when the
 * queue is sent). A change the API would refuse is answered so and not queued.
 */
export async function queuedWrite({ request }: { request: Request }): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const { pathname } = new URL(copy.url);
    const lessonId = pathname.split('/')[3] ?? '';
    const lessons = await caches.open(lessonCacheName(copy.headers.get(ALLY_HEADER) ?? ''));
    const cached = await lessons.match(lessonUrl(lessonId), { ignoreVary: true });
    const body = await copy
      .clone()
      .json()
      .catch(() => null);
    const answer = queuedAnswer(pathname, body, cached ? await cached.json() : undefined);
    if (answer.status === 200) {
      await queue.pushRequest({ request: await toQueued(copy) });
      await notify({ type: OFFLINE_MESSAGES.queued });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', [QUEUED_WRITE_HEADER]: answer.status === 200 ? '1' : '0' },
    });
  }
}
