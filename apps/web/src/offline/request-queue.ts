import { ALLY_HEADER, CSRF_HEADER, IDEMPOTENCY_HEADER } from '@aula/contracts/headers';

// The writes a learner made offline, held in Workbox's background-sync queue (sw/write-queue.ts) and
// sent in order when the connection returns by the rules below, which take any queue of requests
// (a list in tests), so they are tested alone.

/** What the rules need of Workbox's `Queue`: its writes oldest first, and taking off the first. */
export interface RequestQueue {
  getAll(): Promise<{ request: Request }[]>;
  shiftRequest(): Promise<unknown>;
}

/** Headers worth replaying: who the learner is and on which ally, what the body is, and the write's own id. */
const KEPT_HEADERS = new Set([ALLY_HEADER, 'content-type', CSRF_HEADER, 'accept', IDEMPOTENCY_HEADER]);

/**
 * The write as it will be sent again. It keeps the Idempotency-Key the page gave it when it was
 * first tried (a write from elsewhere gets one now), so however often it is sent the API does it once.
 */
export async function toQueued(request: Request, newKey: () => string = () => crypto.randomUUID()): Promise<Request> {
  const headers = new Headers([...request.headers].filter(([name]) => KEPT_HEADERS.has(name)));
  if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, newKey());
  const body = await request.text();
  return new Request(request.url, { method: request.method, headers, body: body || null, credentials: 'same-origin' });
}

export interface FlushResult {
  sent: number;
  dropped: number;
  kept: number;
}

/** Not a refusal for good: the server is failing, busy, or still running the first copy of this write. */
const tryLater = (response: Response) =>
  response.status >= 500 || response.status === 429 || (response.status === 409 && response.headers.has('retry-after'));

/**
 * Sends the queue in order, each write taken off once the server has answered it (a worker stopped
 * mid-send sends it again, which its Idempotency-Key makes harmless). A write the server refuses
 * for good (4xx: signed out, gone) is dropped so it cannot block the rest; a network failure or a
 * server error stops the flush and keeps it and everything after it for the next time, so order
 * is kept. Run it through `oneFlushAtATime`: two flushes at once would both send every write.
 */
export async function flushQueue(
  queue: RequestQueue,
  send: (request: Request) => Promise<Response>,
): Promise<FlushResult> {
  const entries = await queue.getAll();
  const result: FlushResult = { sent: 0, dropped: 0, kept: 0 };
  for (const [index, { request }] of entries.entries()) {
    const response = await send(request).catch(() => undefined);
    if (!response || tryLater(response)) {
      result.kept = entries.length - index;
      return result;
    }
    // The queue's first write is this one: later writes join at the end, and no other flush runs.
    await queue.shiftRequest();
    if (response.ok) result.sent += 1;
    else result.dropped += 1;
  }
  return result;
}

/**
 * The worker is told to send the queue from several places at once when the connection returns
 * (the browser's background sync, and the page's "online" message from every open tab): each
 * flush read the whole queue before the other removed anything, so every write went twice, and a
 * favourite toggled twice was undone. Flushes now run one after the other: the later one finds
 * only what is still queued.
 */
export function oneFlushAtATime<T>(flush: () => Promise<T>): () => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(flush, flush);
    last = next.catch(() => undefined);
    return next;
  };
}

/** How long the worker waits before each new try while writes are kept and the device says it is online. */
export const ONLINE_RETRY_WAITS_MS = [2_000, 5_000, 15_000];

/**
 * Sends the queue when a page says the connection is back, and again a few times while writes are
 * kept and the device still says it is online: the "online" event can come before requests get
 * through (a phone between networks, a captive portal), and the browser's own background sync
 * tries again only minutes later.
 */
export async function flushWhileOnline(
  flush: () => Promise<FlushResult>,
  {
    waits = ONLINE_RETRY_WAITS_MS,
    online = () => navigator.onLine,
    sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
  }: { waits?: number[]; online?: () => boolean; sleep?: (ms: number) => Promise<void> } = {},
): Promise<FlushResult> {
  let result = await flush();
  for (const wait of waits) {
    if (result.kept === 0) break;
    await sleep(wait);
    // Asked after the wait: the worker learns of the connection a moment after the page that said
    // so, and asked at once it stopped here, leaving the writes for minutes (a CI run's flake).
    if (!online()) break;
    result = await flush();
  }
  return result;
}
