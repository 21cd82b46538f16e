import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

/** GET `path` through `agent`: the status, the Connection header and whether a kept-alive socket carried it. */
function get(origin: string, path: string, agent: Agent) {
  return new Promise<{ status: number; connection?: string; reused: boolean }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * An app listening for the describe block, and a proxy's pool of one kept-alive connection to it;
 * each block drains its own app, which then takes nothing more.
 */
function listeningApp() {
  const server = { ctx: undefined as TestContext | undefined, origin: '' };
  const proxy = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    server.ctx = await createTestApp();
    server.origin = await server.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    proxy.destroy();
    await server.ctx?.close();
  });
  return { server, proxy };
}

describe("drain(): a deploy's SIGTERM ends no kept-alive connection under the proxy", () => {
  const { server, proxy } = listeningApp();

  it('keeps an idle kept-alive connection open, answers the next request on it with Connection: close, refuses new ones', async () => {
    // The proxy's connection, left idle in its pool after one answer.
    expect(await get(server.origin, '/livez', proxy)).toMatchObject({ status: 200, reused: false });
    const drained = server.ctx?.app.drain(10_000);
    // Bad input tried: the proxy writes its next request on that idle connection after the
    // drain began (before, close() ended it at once: ECONNRESET, a POST's 502 at nginx).
    const next = await get(server.origin, '/livez', proxy);
    expect(next).toEqual({ status: 200, connection: 'close', reused: true });
    // That answer closed the last connection: the drain is over, well before its limit.
    expect(await drained).toBe(true);
    // A new connection is refused: the proxy sends it to another process.
    await expect(get(server.origin, '/livez', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('drain(): a public read answered before Fastify says Connection: close too', () => {
  const { server, proxy } = listeningApp();
  const countries = '/api/catalogs/countries/';

  it('steps the public cache fast path aside once draining', async () => {
    // Twice: the second is the fast path's (the app answered the URL from its cache once).
    await get(server.origin, countries, proxy);
    expect(await get(server.origin, countries, proxy)).toMatchObject({ status: 200, reused: true });
    const drained = server.ctx?.app.drain(10_000);
    // Bad input tried: the proxy's next request for that cached URL on its kept-alive connection
    // (the fast path answered keep-alive, so nginx kept writing to a process going away).
    expect(await get(server.origin, countries, proxy)).toEqual({ status: 200, connection: 'close', reused: true });
    expect(await drained).toBe(true);
  });
});
