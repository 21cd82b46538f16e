import { ALLY_HEADER, CSRF_HEADER, IDEMPOTENCY_HEADER } from '@aula/contracts/headers';

// The requests a learner made offline, sent in order when the connection returns. The storage is
// given (IndexedDB in the service worker, a list in tests), so the rules are tested alone.

export interface QueuedRequest {
  id?: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
  queuedAt: number;
}

export interface QueueStore {
  add(item: QueuedRequest): Promise<void>;
  /** Oldest first. */
  all(): Promise<QueuedRequest[]>;
  remove(id: number): Promise<void>;
}

/** Headers worth replaying: who the learner is and on which ally, what the body is, and the write's own id. */
const KEPT_HEADERS = new Set(['authorization', ALLY_HEADER, 'content-type', CSRF_HEADER, 'accept', IDEMPOTENCY_HEADER]);

/**
 * The request as it will be sent again. It keeps the Idempotency-Key the page gave it when it was
 * first tried (a write from elsewhere gets one now), so however often it is sent the API does it once.
 */
export async function toQueued(
  request: Request,
  now = Date.now(),
  newKey: () => string = () => crypto.randomUUID(),
): Promise<QueuedRequest> {
  const headers = [...request.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
  if (request.method !== 'GET' && !request.headers.has(IDEMPOTENCY_HEADER))
    headers.push([IDEMPOTENCY_HEADER, newKey()]);
  const body = request.method === 'GET' ? null : await request.text();
  return { url: request.url, method: request.method, headers, body: body || null, queuedAt: now };
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
 * Sends the queue in order. A request the server refuses for good (4xx: signed out, gone) is
 * dropped so it cannot block the rest; a network failure or a server error stops the flush and
 * keeps it and everything after it for the next time, so order is kept. Run it through
 * `oneFlushAtATime`: two flushes at once would both send every item.
 */
export async function flushQueue(
  store: QueueStore,
  send: (item: QueuedRequest) => Promise<Response>,
): Promise<FlushResult> {
  const items = await store.all();
  const result: FlushResult = { sent: 0, dropped: 0, kept: 0 };
  for (const [index, item] of items.entries()) {
    let response: Response;
    try {
      response = await send(item);
    } catch {
      result.kept = items.length - index;
      return result;
    }
    if (tryLater(response)) {
      result.kept = items.length - index;
      return result;
    }
    if (item.id !== undefined) await store.remove(item.id);
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

/** The queue in memory: for tests, and where IndexedDB cannot be opened. */
export function memoryQueueStore(): QueueStore & { items: QueuedRequest[] } {
  let next = 1;
  const items: QueuedRequest[] = [];
  return {
    items,
    async add(item) {
      items.push({ ...item, id: next++ });
    },
    async all() {
      return [...items];
    },
    async remove(id) {
      const at = items.findIndex((item) => item.id === id);
      if (at >= 0) items.splice(at, 1);
    },
  };
}
