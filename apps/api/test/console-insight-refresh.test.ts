import { CSRF_COOKIE, CSRF_HEADER } from '@aula/contracts/headers';
import { DEMO_PASSWORD, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { allies, countries, users } from '../src/db/schema';
import { RULES } from '../src/lib/rate-limit';
import { refreshInsightRollups } from '../src/services/insight';
import { REFRESH_LOCK_ID } from '../src/services/insight/refresh-rollups';
import { useTestApp } from './helpers/app';
import { testDriver } from './helpers/driver';
import { databaseNameOf, serverUrlWith } from './helpers/postgres-admin';

const ctx = useTestApp();
const [impulsaAdmin, impulsaEditor, , crecerAdmin] = DEMO_TEAM;
const REFRESH = '/api/console/insight/refresh/';

async function tokenOf(email: string): Promise<string> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, `${email} signs in`).toBe(200);
  return login.json().token;
}

async function call(email: string | null, method: 'GET' | 'POST', url: string, ally: string, payload?: unknown) {
  const headers: Record<string, string> = { 'x-aula-ally': ally };
  if (email) headers.authorization = `Bearer ${await tokenOf(email)}`;
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The refreshes recorded so far, oldest first. */
async function refreshes(): Promise<string[]> {
  const rows = rowsOf<{ computed_at: Date | string }>(
    await ctx.db.execute(sql`select computed_at from insight_refreshes order by computed_at`),
  );
  return rows.map((row) => new Date(row.computed_at).toISOString());
}

const INSIGHT_ANSWERS = [
  '/api/console/insight/overview/',
  '/api/console/insight/funnel/',
  '/api/console/insight/survey/',
  '/api/console/insight/learners/',
];

async function registrationsToday(): Promise<number> {
  const response = await call(impulsaAdmin.email, 'GET', '/api/console/insight/overview/', 'impulsa');
  expect(response.statusCode).toBe(200);
  return response.json().figures.registrations.value;
}

/**
 * Takes the refresh's lock as another process sharing the database would, until the returned function
 * is called: on a PostgreSQL server a second connection really holds it (and pg_locks shows it); PGlite
 * has one connection, so there the refresher is told it is held.
 */
async function holdRefreshLockElsewhere(): Promise<() => Promise<void>> {
  if (testDriver === 'pglite') {
    const { running } = ctx.app.insightRefresh;
    ctx.app.insightRefresh.running = async () => true;
    return async () => {
      ctx.app.insightRefresh.running = running;
    };
  }
  const other = new pg.Client({ connectionString: serverUrlWith({ database: await databaseNameOf(ctx.db) }) });
  await other.connect();
  await other.query('begin');
  await other.query('select pg_advisory_xact_lock($1)', [REFRESH_LOCK_ID]);
  return async () => {
    await other.query('commit');
    await other.end();
  };
}

describe('when the figures were computed', () => {
  it('says null on every insight answer until the rollups have been refreshed once', async () => {
    expect(await refreshes()).toEqual([]);
    for (const url of INSIGHT_ANSWERS) {
      const response = await call(impulsaAdmin.email, 'GET', url, 'impulsa');
      expect(response.statusCode, url).toBe(200);
      expect(response.json().computedAt, url).toBeNull();
    }
  });

  it('gives every insight answer the start of the last refresh, the learner page too', async () => {
    const before = Date.now();
    await refreshInsightRollups(ctx.db);
    const after = Date.now();
    const [computedAt] = await refreshes();
    expect(Date.parse(computedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(computedAt ?? '')).toBeLessThanOrEqual(after);
    for (const url of INSIGHT_ANSWERS) {
      const response = await call(impulsaAdmin.email, 'GET', url, 'impulsa');
      expect(response.json().computedAt, url).toBe(computedAt);
    }
    const list = await call(impulsaAdmin.email, 'GET', '/api/console/insight/learners/', 'impulsa');
    const first = list.json().results[0];
    const page = await call(impulsaAdmin.email, 'GET', `/api/console/insight/learners/${first.id}/`, 'impulsa');
    expect(page.statusCode).toBe(200);
    expect(page.json().computedAt).toBe(computedAt);
    // A learner of no one's is still 404, not a page holding only the moment.
    const missing = await call(impulsaAdmin.email, 'GET', '/api/console/insight/learners/999999/', 'impulsa');
    expect(missing.statusCode).toBe(404);
  });
});

describe('refresh now', () => {
  it('refuses anonymous callers (401), learners, editors and another ally’s admin (403)', async () => {
    const learner = DEMO_USERS[0];
    if (!learner?.email) throw new Error('no demo learner with an email');
    for (const method of ['POST', 'GET'] as const) {
      const body = method === 'POST' ? {} : undefined;
      expect((await call(null, method, REFRESH, 'impulsa', body)).statusCode, `${method} anonymous`).toBe(401);
      expect((await call(learner.email, method, REFRESH, 'impulsa', body)).statusCode, `${method} learner`).toBe(403);
      expect((await call(impulsaEditor.email, method, REFRESH, 'impulsa', body)).statusCode, `${method} editor`).toBe(
        403,
      );
      expect((await call(crecerAdmin.email, method, REFRESH, 'impulsa', body)).statusCode, `${method} crecer`).toBe(
        403,
      );
    }
    expect(await refreshes()).toHaveLength(1);
  });

  it.each([
    ['a word for a moment', { seen: 'yesterday' }],
    ['a number', { seen: 1_764_000_000 }],
    ['a moment without its offset', { seen: '2026-11-26T15:00:00' }],
  ])('refuses %s as seen with 400 naming the field and why', async (_what, body) => {
    const response = await call(impulsaAdmin.email, 'POST', REFRESH, 'impulsa', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'seen', reason: 'must be a date and time with its offset (ISO 8601), or null' },
    ]);
  });

  it('refuses a body that is not an object with 400', async () => {
    const response = await call(impulsaAdmin.email, 'POST', REFRESH, 'impulsa', ['seen']);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
  });

  it('refuses a browser post without the anti-forgery token, as the console’s other writes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: {
        'x-aula-ally': 'impulsa',
        origin: 'http://localhost:3000',
        cookie: `token.impulsa=${await tokenOf(impulsaAdmin.email)}; ${CSRF_COOKIE}=abc123`,
        [CSRF_HEADER]: 'another',
      },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf_failed');
  });

  it('joins a second ask in this process to the refresh under way', async () => {
    const [seen] = await refreshes();
    const first = ctx.app.insightRefresh.start();
    const second = ctx.app.insightRefresh.start();
    expect(await ctx.app.insightRefresh.running()).toBe(true);
    expect([await first, await second]).toEqual(['started', 'running']);
    await ctx.app.insightRefresh.idle();
    expect(await ctx.app.insightRefresh.running()).toBe(false);
    const recorded = await refreshes();
    expect(recorded, 'exactly one refresh more').toHaveLength(2);
    expect(recorded[0]).toBe(seen);
  });

  it('tells an ask that comes while another process refreshes to wait for it, counting nothing', async () => {
    const [, seen] = await refreshes();
    const release = await holdRefreshLockElsewhere();
    try {
      for (let ask = 0; ask < 2; ask += 1) {
        const answer = await call(impulsaAdmin.email, 'POST', REFRESH, 'impulsa', { seen });
        expect([answer.statusCode, answer.json()]).toEqual([202, { state: 'running', computedAt: seen }]);
      }
      const status = await call(impulsaAdmin.email, 'GET', REFRESH, 'impulsa');
      expect(status.json()).toEqual({ running: true, computedAt: seen });
    } finally {
      await release();
    }
    expect(await refreshes()).toHaveLength(2);
    const status = await call(impulsaAdmin.email, 'GET', REFRESH, 'impulsa');
    expect(status.json()).toEqual({ running: false, computedAt: seen });
    const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    expect(await ctx.app.ports.limiter.check(RULES.insightRefresh, `ally:${impulsa?.id}`)).toEqual({ allowed: true });
  });

  /** The ally whose ask started the refresh of the two asks at once (its minute is used). */
  let starter = { email: '', ally: '' };
  let other = { email: '', ally: '' };

  it('starts one refresh for two asks at once', async () => {
    const [, seen] = await refreshes();
    const asking = [
      { email: impulsaAdmin.email, ally: 'impulsa', token: await tokenOf(impulsaAdmin.email) },
      { email: crecerAdmin.email, ally: 'crecer', token: await tokenOf(crecerAdmin.email) },
    ];
    const answers = await Promise.all(
      asking.map(({ ally, token }) =>
        ctx.app.inject({
          method: 'POST',
          url: REFRESH,
          headers: { authorization: `Bearer ${token}`, 'x-aula-ally': ally },
          payload: { seen },
        }),
      ),
    );
    const states = answers.map((answer) => answer.json().state);
    expect(states.filter((state) => state === 'started')).toHaveLength(1);
    // The other came while it ran, or (a demo database refreshes in moments) just after it ended.
    expect(states.find((state) => state !== 'started')).toMatch(/^(running|fresh)$/);
    await ctx.app.insightRefresh.idle();
    expect(await refreshes(), 'exactly one refresh more').toHaveLength(3);
    // Only the ask that began the refresh used its ally's minute, however close the two came.
    const first = states.indexOf('started');
    const limited = await Promise.all(
      asking.map(async ({ ally }) => {
        const [row] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, ally));
        return (await ctx.app.ports.limiter.check(RULES.insightRefresh, `ally:${row?.id}`)).allowed;
      }),
    );
    expect(limited).toEqual(asking.map((_, index) => index !== first));
    starter = asking[first] ?? starter;
    other = asking[1 - first] ?? other;
  });

  it('answers a second ask of the same ally within the minute with 429, its reason and Retry-After', async () => {
    const seen = (await refreshes()).at(-1);
    const response = await call(starter.email, 'POST', REFRESH, starter.ally, { seen });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/try again in \d+ s/),
      retry_after: retryAfter,
    });
    expect(await refreshes()).toHaveLength(3);
  });

  it('tells an admin whose screen is older than a refresh that just ended to read it again, without another', async () => {
    const recorded = await refreshes();
    const response = await call(starter.email, 'POST', REFRESH, starter.ally, { seen: recorded[0] });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ state: 'fresh', computedAt: recorded.at(-1) });
    expect(await refreshes()).toHaveLength(3);
  });

  it('counts a learner who registered since the last refresh once an admin refreshes', async () => {
    const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    const [mx] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'mx'));
    const before = await registrationsToday();
    await ctx.db
      .insert(users)
      .values({ name: 'Nueva', email: 'nueva@refresh.test', allyId: impulsa?.id ?? 0, countryId: mx?.id ?? 0 });
    expect(await registrationsToday(), 'not before the refresh').toBe(before);

    // The other ally's admin has not refreshed this minute; a refresh is for every ally of the database.
    const seen = (await refreshes()).at(-1);
    const asked = await call(other.email, 'POST', REFRESH, other.ally, { seen });
    expect(asked.json().state, asked.body).toBe('started');
    await ctx.app.insightRefresh.idle();
    expect(await registrationsToday()).toBe(before + 1);
    const recorded = await refreshes();
    const overview = await call(impulsaAdmin.email, 'GET', '/api/console/insight/overview/', 'impulsa');
    expect(overview.json().computedAt).toBe(recorded.at(-1));
  });
});
