import { describe, expect, it } from 'vitest';
import { replayRequest } from './replay-request';
import type { QueuedRequest } from './request-queue';

const queued: QueuedRequest = {
  url: 'http://localhost/api/favorites/7/',
  method: 'PUT',
  headers: [
    ['x-csrftoken', 'queued-token'],
    ['x-aula-ally', 'impulsa'],
  ],
  body: null,
  queuedAt: 0,
};

function fakeApi(validToken: string) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const send = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/api/csrf/')) return Response.json({ csrf_token: validToken });
    const token = new Headers(init?.headers).get('x-csrftoken');
    return token === validToken
      ? Response.json({ ok: true })
      : Response.json({ error: 'csrf_failed' }, { status: 403 });
  }) as typeof fetch;
  return { send, calls };
}

describe('replaying a queued write', () => {
  it('sends it as queued, with the cookies of the page (no token in the queue)', async () => {
    const { send, calls } = fakeApi('queued-token');
    expect((await replayRequest(queued, send)).status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
  });

  it('asks for a fresh anti-forgery token once when the queued one went stale', async () => {
    const { send, calls } = fakeApi('new-token');
    const response = await replayRequest(queued, send);
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([queued.url, 'http://localhost/api/csrf/', queued.url]);
    expect(new Headers(calls[2]?.init?.headers).get('x-aula-ally')).toBe('impulsa');
  });
});
