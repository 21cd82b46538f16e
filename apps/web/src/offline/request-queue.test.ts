import { describe, expect, it, vi } from 'vitest';
import { isLessonRead, isQueuedWrite, lessonCacheName, queuedAnswer } from './offline-requests';
import { flushQueue, memoryQueueStore, oneFlushAtATime, type QueuedRequest, toQueued } from './request-queue';

const item = (url: string): QueuedRequest => ({ url, method: 'POST', headers: [], body: null, queuedAt: 0 });

describe('the offline queue', () => {
  it('keeps who sent a request and its body, and no other header', async () => {
    const request = new Request('http://aula.test/api/lessons/3/set_rating/', {
      method: 'POST',
      headers: {
        authorization: 'Bearer t',
        'x-aula-ally': 'impulsa',
        'content-type': 'application/json',
        cookie: 'x=1',
        'x-other': 'no',
      },
      body: JSON.stringify({ rating: 4 }),
    });
    const queued = await toQueued(request, 42, () => 'made-when-queued');
    expect(queued).toMatchObject({ url: request.url, method: 'POST', body: '{"rating":4}', queuedAt: 42 });
    expect(Object.fromEntries(queued.headers)).toEqual({
      authorization: 'Bearer t',
      'x-aula-ally': 'impulsa',
      'content-type': 'application/json',
      'idempotency-key': 'made-when-queued',
    });
  });

  it('keeps the Idempotency-Key the write was first tried with, so every resend is the same write to the API', async () => {
    const tried = new Request('http://aula.test/api/lessons/3/set_favorite/', {
      method: 'POST',
      headers: { 'idempotency-key': 'first-try-0001', 'content-type': 'application/json' },
      body: JSON.stringify({ favorite: true }),
    });
    const queued = await toQueued(tried, 1, () => 'not-this-one');
    expect(queued.headers.filter(([name]) => name === 'idempotency-key')).toEqual([
      ['idempotency-key', 'first-try-0001'],
    ]);
    // Each write queued without one gets its own, made once.
    const bare = () => new Request('http://aula.test/api/lessons/3/set_rating/', { method: 'POST', body: '{}' });
    const [a, b] = [await toQueued(bare()), await toQueued(bare())];
    const keyOf = (q: QueuedRequest) => Object.fromEntries(q.headers)['idempotency-key'];
    expect(keyOf(a)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(a)).not.toBe(keyOf(b));
  });

  it('sends each write once when the connection returns and two flushes are asked at once (background sync and the page)', async () => {
    const store = memoryQueueStore();
    for (const url of ['/favorite', '/rating']) await store.add(item(url));
    const sent: string[] = [];
    const flush = oneFlushAtATime(() =>
      flushQueue(store, async ({ url }) => {
        sent.push(url);
        await Promise.resolve();
        return new Response('{}');
      }),
    );
    const results = await Promise.all([flush(), flush(), flush()]);
    // Before: each flush read the whole queue before any removed an item, so each write went three times.
    expect(sent).toEqual(['/favorite', '/rating']);
    expect(results.map(({ sent }) => sent)).toEqual([2, 0, 0]);
    expect(store.items).toEqual([]);
  });

  it('keeps a write the API is still running (409 with Retry-After) or is too busy for (429)', async () => {
    const store = memoryQueueStore();
    await store.add(item('/favorite'));
    const running = new Response('{}', { status: 409, headers: { 'retry-after': '1' } });
    expect(await flushQueue(store, async () => running)).toEqual({ sent: 0, dropped: 0, kept: 1 });
    expect(await flushQueue(store, async () => new Response('{}', { status: 429 }))).toEqual({
      sent: 0,
      dropped: 0,
      kept: 1,
    });
    expect(store.items).toHaveLength(1);
  });

  it('sends in order when the connection returns, and empties the queue', async () => {
    const store = memoryQueueStore();
    for (const url of ['/a', '/b', '/c']) await store.add(item(url));
    const sent: string[] = [];
    const result = await flushQueue(store, async ({ url }) => {
      sent.push(url);
      return new Response('{}', { status: 200 });
    });
    expect(sent).toEqual(['/a', '/b', '/c']);
    expect(result).toEqual({ sent: 3, dropped: 0, kept: 0 });
    expect(store.items).toEqual([]);
  });

  it('stops at a network failure or a server error and keeps that request and the later ones, in order', async () => {
    const store = memoryQueueStore();
    for (const url of ['/a', '/b', '/c']) await store.add(item(url));
    const offline = await flushQueue(store, async ({ url }) => {
      if (url === '/b') throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    expect(offline).toEqual({ sent: 1, dropped: 0, kept: 2 });
    expect(store.items.map(({ url }) => url)).toEqual(['/b', '/c']);

    const send = vi.fn(async () => new Response('busy', { status: 503 }));
    expect(await flushQueue(store, send)).toEqual({ sent: 0, dropped: 0, kept: 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a request the server refuses for good (signed out, gone) so it cannot block the rest', async () => {
    const store = memoryQueueStore();
    for (const url of ['/expired', '/b']) await store.add(item(url));
    const result = await flushQueue(
      store,
      async ({ url }) => new Response('{}', { status: url === '/expired' ? 401 : 200 }),
    );
    expect(result).toEqual({ sent: 1, dropped: 1, kept: 0 });
    expect(store.items).toEqual([]);
  });
});

describe('what the service worker keeps and queues', () => {
  it('keeps a lesson’s reads, queues favourites, ratings and progress reports, and nothing else', () => {
    expect(isLessonRead('GET', '/api/lessons/12/')).toBe(true);
    expect(isLessonRead('GET', '/api/lessons/12/parts/')).toBe(true);
    expect(isLessonRead('GET', '/api/parts/40/')).toBe(true);
    expect(isLessonRead('POST', '/api/lessons/12/')).toBe(false);
    expect(isLessonRead('GET', '/api/lessons/abc/')).toBe(false);
    expect(isLessonRead('GET', '/api/profile/')).toBe(false);
    expect(isQueuedWrite('POST', '/api/parts/40/progress/')).toBe(true);
    // Opening a part offline completes nothing: it is not sent again once online.
    expect(isQueuedWrite('GET', '/api/parts/40/')).toBe(false);
    expect(isQueuedWrite('POST', '/api/lessons/12/set_favorite/')).toBe(true);
    expect(isQueuedWrite('POST', '/api/lessons/12/set_rating/')).toBe(true);
    expect(isQueuedWrite('GET', '/api/lessons/12/set_rating/')).toBe(false);
    expect(isQueuedWrite('POST', '/api/logout/')).toBe(false);
    expect(lessonCacheName('impulsa')).not.toBe(lessonCacheName('crecer'));
  });

  it('answers a queued change as the API would, from what the device knows, and refuses a bad rating', () => {
    const favorite = (lesson?: { favorite: boolean }) => queuedAnswer('/api/lessons/3/set_favorite/', null, lesson);
    expect(favorite({ favorite: false })).toEqual({ status: 200, body: { favorite: true } });
    expect(favorite({ favorite: true })).toEqual({ status: 200, body: { favorite: false } });
    expect(favorite()).toEqual({ status: 200, body: { favorite: true } });
    // The web app says the state it wants: that is the answer, whatever the device had cached.
    for (const wanted of [true, false]) {
      const asked = queuedAnswer('/api/lessons/3/set_favorite/', { favorite: wanted }, { favorite: wanted });
      expect(asked).toEqual({ status: 200, body: { favorite: wanted } });
    }
    const rate = (body: unknown) =>
      queuedAnswer('/api/lessons/3/set_rating/', body, { rating_average: 3.5, rating_count: 8 });
    expect(rate({ rating: 4 })).toEqual({ status: 200, body: { rating: 4, rating_average: 3.5, rating_count: 8 } });
    for (const bad of [{ rating: 'four' }, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, null]) {
      expect(rate(bad).status, JSON.stringify(bad)).toBe(400);
    }
    // A progress report queued offline claims nothing: the server judges it once sent.
    expect(queuedAnswer('/api/parts/40/progress/', { played_seconds: 10 }, undefined)).toEqual({
      status: 200,
      body: { completed: false, lesson_progress: 0, remaining_seconds: 0 },
    });
  });
});
