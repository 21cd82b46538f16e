import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceContentChange } from '../src/services/announce-content-change';
import { testDriver } from './helpers/driver';
import { redisReachable, testRedisUrl } from './helpers/redis';
import { type ServerDatabase, type ServerProcess, serverDatabase, startServer } from './helpers/server-process';

// Two processes need a database both can open: this file runs in the suite's PostgreSQL run
// (scripts/test-both.mjs) and needs Redis, both of which CI requires.
const reachable = testDriver === 'postgres' && (await redisReachable('the two-process tests'));
const [learner] = DEMO_USERS;

/** Polls `check` every 20 ms for at most `limitMs`; answers how long it took to hold, or Infinity. */
async function msUntil(check: () => Promise<boolean>, limitMs = 1000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(reachable)('two real API processes on one PostgreSQL and one Redis behave as one', () => {
  let database: ServerDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const redisPrefix = `aula:two-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await serverDatabase();
    const env = {
      ...database.env,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: redisPrefix,
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer(env);
    b = await startServer(env);
  }, 150_000);
  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    await database?.close();
  }, 30_000);

  const call = (server: ServerProcess, path: string, init: { method?: string; token?: string; body?: object } = {}) =>
    fetch(`${server.origin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const signIn = (server: ServerProcess, password: string) =>
    call(server, '/api/mx/login/', { method: 'POST', body: { email: learner.email, password } });

  it('a sign-out on A refuses the token on B at once (B had the session in memory)', async () => {
    const { token } = (await (await signIn(a, DEMO_PASSWORD)).json()) as { token: string };
    expect((await call(b, '/api/favorites/', { token })).status).toBe(200);
    expect((await call(a, '/api/logout/', { method: 'POST', token })).status).toBe(200);
    const ms = await msUntil(async () => (await call(b, '/api/favorites/', { token })).status === 401);
    console.info(`[two-processes] sign-out on A refused on B after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it('a rating given through A shows in the lesson on B within a second (B had its ratings in memory)', async () => {
    const { token } = (await (await signIn(a, DEMO_PASSWORD)).json()) as { token: string };
    const list = await call(b, '/api/new_lessons/?country=mx&ally_code=impulsa');
    const lessonId = ((await list.json()) as { results: { id: number }[] }).results[0]?.id;
    const rating = async () =>
      ((await (await call(b, `/api/lessons/${lessonId}/`, { token })).json()) as { rating: number }).rating;
    const before = await rating();
    const given = before === 4 ? 2 : 4;
    const rated = await call(a, `/api/lessons/${lessonId}/set_rating/`, {
      method: 'POST',
      token,
      body: { rating: given },
    });
    expect(rated.status).toBe(200);
    const ms = await msUntil(async () => (await rating()) === given);
    console.info(`[two-processes] rating through A seen on B after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it('content changed in the database directly is read again by both within a second of db:content-changed', async () => {
    const list = '/api/new_lessons/?country=mx&ally_code=impulsa';
    const titles = async (server: ServerProcess) => {
      const body = (await (await call(server, list)).json()) as { results: { id: number; title: string }[] };
      return body.results;
    };
    const [first] = await titles(b);
    if (!first) throw new Error('no lesson listed');
    const { token } = (await (await signIn(a, DEMO_PASSWORD)).json()) as { token: string };
    const detail = async (server: ServerProcess) =>
      ((await (await call(server, `/api/lessons/${first.id}/`, { token })).json()) as { title: string }).title;
    // Both processes have the lesson and the list in their caches.
    expect(await detail(a)).toBe(first.title);
    expect(await detail(b)).toBe(first.title);
    const fixed = `${first.title} (corregido ${randomBytes(2).toString('hex')})`;
    await database.query('update lessons set title = $1 where id = $2', [fixed, first.id]);
    await announceContentChange({ redisUrl: testRedisUrl, redisPrefix });
    const seen = async (server: ServerProcess) =>
      (await detail(server)) === fixed && (await titles(server)).some((lesson) => lesson.title === fixed);
    const ms = Math.max(await msUntil(() => seen(a)), await msUntil(() => seen(b)));
    console.info(`[two-processes] content fixed in the database read again by both after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it("a brand published on A is what B's pages are given within 2 seconds (B had the old one cached)", async () => {
    const brandOf = async (server: ServerProcess) =>
      ((await (await call(server, '/api/brands/impulsa/')).json()) as { tagline: string; version: number }).tagline;
    const before = await brandOf(b);
    const login = await call(a, '/api/mx/login/', {
      method: 'POST',
      body: { email: 'admin@impulsa.example', password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const asAdmin = (path: string, method: string, body?: object) =>
      fetch(`${a.origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-aula-ally': 'impulsa',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const loaded = (await (await asAdmin('/api/console/brand/', 'GET')).json()) as {
      draft: object;
      version: number;
    };
    const tagline = `Aprende a tu ritmo (${randomBytes(2).toString('hex')})`;
    const saved = await asAdmin('/api/console/brand/', 'PUT', { ...loaded.draft, tagline, version: loaded.version });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    expect((await asAdmin('/api/console/brand/publish/', 'POST', { version })).status).toBe(200);
    const ms = await msUntil(async () => (await brandOf(b)) === tagline, 2000);
    console.info(`[two-processes] a published brand seen by the other process after ${ms} ms`);
    expect(before).not.toBe(tagline);
    expect(ms).toBeLessThan(2000);
  });

  it("an ally's own host set on A is served by B within 2 seconds, and let go when removed", async () => {
    const host = `aprende-${randomBytes(3).toString('hex')}.localhost`;
    // As a browser asks: the ally's host in the Host header (fetch may not set it).
    const askAt = (server: ServerProcess) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const url = new URL('/', server.origin);
        const asked = httpRequest(
          { hostname: url.hostname, port: url.port, path: '/', headers: { host } },
          (answer) => {
            answer.resume();
            resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
          },
        );
        asked.on('error', reject);
        asked.end();
      });
    const { token } = (await (
      await call(a, '/api/mx/login/', {
        method: 'POST',
        body: { email: 'admin@crecer.example', password: DEMO_PASSWORD },
      })
    ).json()) as { token: string };
    const setHost = (value: string | null) =>
      fetch(`${a.origin}/api/console/domain/`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'x-aula-ally': 'crecer', 'content-type': 'application/json' },
        body: JSON.stringify({ host: value }),
      });
    expect((await askAt(b)).location).toBeUndefined();
    expect((await setHost(host)).status).toBe(200);
    const ms = await msUntil(async () => (await askAt(b)).location === '/mx/crecer', 2000);
    console.info(`[two-processes] an ally's host set on A served by B after ${ms} ms`);
    expect(ms).toBeLessThan(2000);
    expect((await setHost(null)).status).toBe(200);
    expect(await msUntil(async () => (await askAt(b)).location === undefined, 2000)).toBeLessThan(2000);
  });

  it('sign-in throttling counts across both: five failures on A, the sixth try on B waits (429)', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(a, 'adivinanza')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const sixth = await signIn(b, 'adivinanza');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
