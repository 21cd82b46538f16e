import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Queue } from 'workbox-background-sync';
import {
  type FlushResult,
  flushQueue,
  flushWhileOnline,
  oneFlushAtATime,
  type RequestQueue,
  toQueued,
} from './request-queue';

const write = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://aula.test${path}`, { method: 'POST', headers, body: '{}' });

/** The queue as a list, read as Workbox reads it: a new copy of each request every time. */
function listQueue(paths: string[]): RequestQueue & { paths: () => string[] } {
  const requests = paths.map((path) => write(path));
  return {
    paths: () => requests.map((request) => new URL(request.url).pathname),
    getAll: async () => requests.map((request) => ({ request: request.clone() })),
    shiftRequest: async () => requests.shift(),
  };
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe('a write queued offline', () => {
  it('keeps which ally it is for and its body, no credential and no other header', async () => {
    const request = new Request('http://aula.test/api/lessons/3/set_rating/', {
      method: 'POST',
      headers: {
        authorization: 'Bearer t',
        'x-aula-ally': 'impulsa',
        'content-type': 'application/json',
        'x-other': 'no',
      },
      body: JSON.stringify({ rating: 4 }),
    });
    const queued = await toQueued(request, () => 'made-when-queued');
    expect([queued.url, queued.method, queued.credentials]).toEqual([request.url, 'POST', 'same-origin']);
    expect(await queued.text()).toBe('{"rating":4}');
    // The session is the cookie the browser adds when it is sent (decision 0003): a token is not stored.
    expect(Object.fromEntries(queued.headers)).toEqual({
      'x-aula-ally': 'impulsa',
      'content-type': 'application/json',
      'idempotency-key': 'made-when-queued',
    });
  });

  it('keeps the Idempotency-Key it was first tried with, so every resend is the same write to the API', async () => {
    const tried = write('/api/lessons/3/set_favorite/', { 'idempotency-key': 'first-try-0001' });
    expect((await toQueued(tried, () => 'not-this-one')).headers.get('idempotency-key')).toBe('first-try-0001');
    // Each write queued without one gets its own, made once.
    const [a, b] = [
      await toQueued(write('/api/lessons/3/set_rating/')),
      await toQueued(write('/api/lessons/3/set_rating/')),
    ];
    expect(a.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('idempotency-key')).not.toBe(b.headers.get('idempotency-key'));
  });
});

describe('sending the queue when the connection returns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("replays what Workbox's queue stored, in order, each write with the Idempotency-Key it was first tried with", async () => {
    // A browser without background sync: the queue would replay at the worker's start (not here).
    vi.stubGlobal('registration', {});
    vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
    const queue = new Queue('aula-writes-replayed', { onSync: async () => undefined });
    for (const [path, key] of [
      ['/api/lessons/3/set_favorite/', 'first-try-favorite'],
      ['/api/lessons/3/set_rating/', 'first-try-rating'],
    ] as const) {
      await queue.pushRequest({ request: await toQueued(write(path, { 'idempotency-key': key })) });
    }
    const sent: Request[] = [];
    const result = await flushQueue(queue, async (request) => {
      sent.push(request);
      return new Response('{}');
    });
    expect(sent.map((request) => [pathOf(request), request.headers.get('idempotency-key')])).toEqual([
      ['/api/lessons/3/set_favorite/', 'first-try-favorite'],
      ['/api/lessons/3/set_rating/', 'first-try-rating'],
    ]);
    expect(result).toEqual({ sent: 2, dropped: 0, kept: 0 });
    expect(await queue.size()).toBe(0);
  });

  it('sends each write once when two flushes are asked at once (background sync and the page)', async () => {
    const queue = listQueue(['/favorite', '/rating']);
    const sent: string[] = [];
    const flush = oneFlushAtATime(() =>
      flushQueue(queue, async (request) => {
        sent.push(pathOf(request));
        await Promise.resolve();
        return new Response('{}');
      }),
    );
    const results = await Promise.all([flush(), flush(), flush()]);
    // Before: each flush read the whole queue before any removed a write, so each went three times.
    expect(sent).toEqual(['/favorite', '/rating']);
    expect(results.map(({ sent }) => sent)).toEqual([2, 0, 0]);
    expect(queue.paths()).toEqual([]);
  });

  it('keeps a write the API is still running (409 with Retry-After) or is too busy for (429)', async () => {
    const queue = listQueue(['/favorite']);
    const running = new Response('{}', { status: 409, headers: { 'retry-after': '1' } });
    expect(await flushQueue(queue, async () => running)).toEqual({ sent: 0, dropped: 0, kept: 1 });
    const busy = new Response('{}', { status: 429 });
    expect(await flushQueue(queue, async () => busy)).toEqual({ sent: 0, dropped: 0, kept: 1 });
    expect(queue.paths()).toEqual(['/favorite']);
  });

  it('stops at a network failure or a server error and keeps that write and the later ones, in order', async () => {
    const queue = listQueue(['/a', '/b', '/c']);
    const offline = await flushQueue(queue, async (request) => {
      if (pathOf(request) === '/b') throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    expect(offline).toEqual({ sent: 1, dropped: 0, kept: 2 });
    expect(queue.paths()).toEqual(['/b', '/c']);

    const send = vi.fn(async () => new Response('busy', { status: 503 }));
    expect(await flushQueue(queue, send)).toEqual({ sent: 0, dropped: 0, kept: 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a write the server refuses for good (signed out, gone) so it cannot block the rest', async () => {
    const queue = listQueue(['/expired', '/b']);
    const result = await flushQueue(
      queue,
      async (request) => new Response('{}', { status: pathOf(request) === '/expired' ? 401 : 200 }),
    );
    expect(result).toEqual({ sent: 1, dropped: 1, kept: 0 });
    expect(queue.paths()).toEqual([]);
  });
});

describe('sending the queue when a page says the connection is back', () => {
  const results = (...kept: number[]) => {
    const answers = kept.map((count): FlushResult => ({ sent: count === 0 ? 1 : 0, dropped: 0, kept: count }));
    return vi.fn(async () => answers.shift() ?? { sent: 0, dropped: 0, kept: 0 });
  };
  const noWait = async () => {};

  it('tries again while writes are kept and the device says it is online, then stops once they are sent', async () => {
    // Bad input of the network: the "online" event came before requests got through, twice.
    const flush = results(1, 1, 0);
    const sleep = vi.fn(noWait);
    const result = await flushWhileOnline(flush, { waits: [10, 20, 30], online: () => true, sleep });
    expect(flush).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[10], [20]]);
    expect(result.kept).toBe(0);
  });

  it('gives up after its last wait, leaving the writes to the browser’s background sync', async () => {
    const flush = results(1, 1, 1, 1, 1);
    const result = await flushWhileOnline(flush, { waits: [10, 20], online: () => true, sleep: noWait });
    expect(flush).toHaveBeenCalledTimes(3);
    expect(result.kept).toBe(1);
  });

  it('tries again when the worker learns of the connection after the page that said so (bad input: offline at the first try)', async () => {
    const flush = results(1, 0);
    let onLine = false;
    const result = await flushWhileOnline(flush, {
      waits: [10, 20],
      online: () => onLine,
      sleep: async () => {
        onLine = true;
      },
    });
    expect(flush).toHaveBeenCalledTimes(2);
    expect(result.kept).toBe(0);
  });

  it('does not try again once the device is offline again', async () => {
    const flush = results(1, 0);
    await flushWhileOnline(flush, { waits: [10], online: () => false, sleep: noWait });
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
