import { describe, expect, it } from 'vitest';
import { replayRequest } from './replay-request';

const queued = () =>
  new Request('http://localhost/api/lessons/7/set_favorite/', {
    method: 'POST',
    headers: { 'x-csrftoken': 'queued-token', 'x-aula-ally': 'impulsa', 'idempotency-key': 'first-try-7' },
    body: '{"favorite":true}',
    credentials: 'same-origin',
  });

function fakeApi(validToken: string) {
  const calls: Request[] = [];
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    if (request.url.endsWith('/api/csrf/')) return Response.json({ csrf_token: validToken });
    return request.headers.get('x-csrftoken') === validToken
      ? Response.json({ ok: true })
      : Response.json({ error: 'csrf_failed' }, { status: 403 });
  }) as typeof fetch;
  return { send, calls };
}

describe('replaying a queued write', () => {
  it('sends it as queued, with the cookies of the page (no token in the queue)', async () => {
    const { send, calls } = fakeApi('queued-token');
    expect((await replayRequest(queued(), send)).status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(await calls[0]?.text()).toBe('{"favorite":true}');
  });

  it('asks for a fresh anti-forgery token once when the queued one went stale, the write the same', async () => {
    const { send, calls } = fakeApi('new-token');
    const response = await replayRequest(queued(), send);
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost/api/lessons/7/set_favorite/',
      'http://localhost/api/csrf/',
      'http://localhost/api/lessons/7/set_favorite/',
    ]);
    const resent = calls[2];
    expect(resent?.headers.get('x-csrftoken')).toBe('new-token');
    expect(resent?.headers.get('x-aula-ally')).toBe('impulsa');
    // The same write to the API: whichever of the two it did, it does once.
    expect(resent?.headers.get('idempotency-key')).toBe('first-try-7');
    expect(await resent?.text()).toBe('{"favorite":true}');
  });
});
