import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { SessionCache } from '../src/lib/session-cache';
import type { Session } from '../src/repositories/sessions';
import { useTestApp } from './helpers/app';

const HOUR = 3_600_000;

function session(userId: number, { lastUsedAt = 0, expiresAt = 100 * HOUR } = {}): Session {
  return {
    tokenId: userId * 10,
    lastUsedAt: new Date(lastUsedAt),
    expiresAt: new Date(expiresAt),
    user: {
      id: userId,
      name: 'x',
      email: null,
      phoneNumber: null,
      access: 'learner',
      allyId: 1,
      allyCode: 'a',
      countryCode: 'mx',
    },
  };
}

describe('SessionCache', () => {
  const clock = { now: 0 };
  const make = (ttlMs = 30_000) => new SessionCache(ttlMs, 2 * HOUR, () => clock.now);

  it('serves a stored session until its time in the cache is over', () => {
    // lru-cache does not age an entry stored at the clock's 0: the clock starts later.
    clock.now = 1;
    const cache = make();
    cache.set('h', session(1), cache.mark());
    clock.now = 30_001;
    expect(cache.get('h')?.user.id).toBe(1);
    clock.now = 30_002;
    expect(cache.get('h')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a cached session past its expiry or its idle limit', () => {
    clock.now = 0;
    const cache = make(10 * HOUR);
    cache.set('expiring', session(1, { expiresAt: HOUR }), cache.mark());
    cache.set('idle', session(2, { lastUsedAt: 0 }), cache.mark());
    clock.now = HOUR;
    expect(cache.get('expiring')).toBeUndefined();
    expect(cache.get('idle')).toBeDefined();
    clock.now = 2 * HOUR;
    expect(cache.get('idle')).toBeUndefined();
  });

  it("forgets every session of a user and nobody else's", () => {
    clock.now = 0;
    const cache = make();
    cache.set('phone', session(1), cache.mark());
    cache.set('laptop', session(1), cache.mark());
    cache.set('other', session(2), cache.mark());
    cache.forgetUser(1);
    expect([cache.get('phone'), cache.get('laptop')]).toEqual([undefined, undefined]);
    expect(cache.get('other')?.user.id).toBe(2);
  });

  it('does not store a look-up that started before a revocation', () => {
    clock.now = 0;
    const cache = make();
    const mark = cache.mark();
    cache.forgetUser(1);
    cache.set('h', session(1), mark);
    expect(cache.get('h')).toBeUndefined();
  });

  it('keeps at most its number of sessions, the least recently used out first', () => {
    clock.now = 1;
    const cache = new SessionCache(30_000, 2 * HOUR, () => clock.now, 2);
    cache.set('a', session(1), cache.mark());
    cache.set('b', session(2), cache.mark());
    cache.get('a');
    cache.set('c', session(3), cache.mark());
    expect([cache.get('a')?.user.id, cache.get('b'), cache.get('c')?.user.id]).toEqual([1, undefined, 3]);
    cache.forgetUser(1);
    expect(cache.size).toBe(1);
  });

  it('stores nothing when the time in the cache is 0', () => {
    const cache = make(0);
    cache.set('h', session(1), cache.mark());
    expect(cache.get('h')).toBeUndefined();
  });
});

describe('the token cache in the running app', () => {
  const ctx = useTestApp();
  const [maria] = DEMO_USERS;
  const signIn = async () =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/mx/login/',
        payload: { email: maria.email, password: DEMO_PASSWORD },
      })
    ).json().token as string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const favorites = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers: as(token) });

  it('answers from memory: a token row deleted behind the app still works until the cache lets go', async () => {
    const token = await signIn();
    expect((await favorites(token)).statusCode).toBe(200);
    await ctx.db.delete(authTokens).where(eq(authTokens.tokenHash, sha256Hex(token)));
    expect((await favorites(token)).statusCode).toBe(200);
    ctx.app.sessions.forgetAll();
    expect((await favorites(token)).statusCode).toBe(401);
  });

  it('a sign-out, a revoked device and a new password take effect on the very next request', async () => {
    const outToken = await signIn();
    expect((await favorites(outToken)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: as(outToken) });
    expect((await favorites(outToken)).statusCode).toBe(401);

    const [phone, laptop] = [await signIn(), await signIn()];
    expect((await favorites(phone)).statusCode).toBe(200);
    const sessions = (await ctx.app.inject({ method: 'GET', url: '/api/sessions/', headers: as(laptop) })).json();
    const phoneId = sessions.results.find((row: { current: boolean }) => !row.current)?.id;
    await ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${phoneId}/`, headers: as(laptop) });
    expect((await favorites(phone)).statusCode).toBe(401);
    expect((await favorites(laptop)).statusCode).toBe(200);

    const other = await signIn();
    expect((await favorites(other)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: as(laptop),
      payload: { current_password: DEMO_PASSWORD, password: 'Otra-clave-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await favorites(other)).statusCode).toBe(401);
    expect((await favorites(laptop)).statusCode).toBe(200);
  });
});
