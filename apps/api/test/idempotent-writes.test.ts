import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@aula/contracts/headers';
import { lessonDetail } from '@aula/contracts/lessons';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotentWrites } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { bearer, lessonId, newLearner } from './helpers/content';

// Row 6 of issue 31: a favourite saved offline was undone when the connection returned, because
// the queued toggle reached the API twice. A keyed write now runs once whatever the repeats.
// A one-second lease: a claim its process left behind is free that soon (the default is two).
const ctx = useTestApp({ IDEMPOTENCY_LEASE_SECONDS: '1' });
let lesson: number;
let learners = 0;
beforeAll(async () => {
  lesson = await lessonId(ctx.db, 'Arma una oferta irresistible');
}, 30_000);

const learnerWithId = () => newLearner(ctx.db, 'impulsa', `idem${++learners}@impulsa.example`);
const learner = async () => (await learnerWithId()).token;
const write = (token: string, path: string, payload?: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/lessons/${lesson}/${path}/`,
    headers: { ...bearer(token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const favorite = async (token: string) =>
  lessonDetail.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/lessons/${lesson}/`, headers: bearer(token) })).json(),
  ).favorite;

describe('Idempotency-Key on learner writes', () => {
  it('a replayed toggle (the offline queue sending twice) gets the first answer and does not undo the favourite', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    const first = await write(token, 'set_favorite', undefined, key);
    const again = await write(token, 'set_favorite', undefined, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ favorite: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ favorite: true });
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(await favorite(token)).toBe(true);
  });

  it('the same keyed write sent eight times at once runs once: every answer is the first', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => write(token, 'set_favorite', undefined, key)));
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array.from({ length: 8 }, () => [200, { favorite: true }]),
    );
    expect(answers.filter((answer) => answer.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(7);
    expect(await favorite(token)).toBe(true);
  });

  it('refuses the key reused for another body with 422, and keeps the first effect', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    expect((await write(token, 'set_rating', { rating: 4 }, key)).json()).toMatchObject({ rating: 4 });
    const other = await write(token, 'set_rating', { rating: 1 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    const sameKeyOtherRoute = await write(token, 'set_favorite', { favorite: true }, key);
    expect(sameKeyOtherRoute.statusCode).toBe(422);
    expect(await favorite(token)).toBe(false);
  });

  it("keeps each learner's keys apart: another learner's write with the same key runs", async () => {
    const [ana, bea] = [await learner(), await learner()];
    const key = crypto.randomUUID();
    expect((await write(ana, 'set_favorite', { favorite: true }, key)).json()).toEqual({ favorite: true });
    const theirs = await write(bea, 'set_favorite', { favorite: true }, key);
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(await favorite(bea)).toBe(true);
  });

  it('replays a refusal (4xx) as it was, and answers 400 naming the header for a malformed key', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    const refused = await write(token, 'set_rating', { rating: 9 }, key);
    expect(refused.statusCode).toBe(400);
    const again = await write(token, 'set_rating', { rating: 9 }, key);
    expect([again.statusCode, again.json()]).toEqual([400, refused.json()]);
    const bad = await write(token, 'set_favorite', { favorite: true }, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: IDEMPOTENCY_HEADER, reason: expect.any(String) }]);
  });

  it('forgets a key after a day: the write runs again', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    await write(token, 'set_favorite', undefined, key);
    await ctx.db.execute(sql`update idempotent_writes set created_at = now() - interval '25 hours' where key = ${key}`);
    expect((await write(token, 'set_favorite', undefined, key)).json()).toEqual({ favorite: false });
  });
});

describe('POST /api/lessons/{id}/set_favorite/ with a state', () => {
  it('sets the state asked for: sent twice it stays, and false unsets it', async () => {
    const token = await learner();
    expect((await write(token, 'set_favorite', { favorite: true })).json()).toEqual({ favorite: true });
    expect((await write(token, 'set_favorite', { favorite: true })).json()).toEqual({ favorite: true });
    expect(await favorite(token)).toBe(true);
    expect((await write(token, 'set_favorite', { favorite: false })).json()).toEqual({ favorite: false });
    expect((await write(token, 'set_favorite', { favorite: false })).json()).toEqual({ favorite: false });
    expect(await favorite(token)).toBe(false);
  });

  it('answers 400 naming favorite for a state that is not true or false', async () => {
    const token = await learner();
    const response = await write(token, 'set_favorite', { favorite: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'favorite' }] });
  });
});

// Issue 38, row 12a: a write whose process died, or whose database went away before its answer was
// recorded, left its key claimed with no answer for a day: every retry waited 10 s and got 409.
describe('Idempotency-Key claimed by a request that never answered', () => {
  /** What a process that died mid-write leaves: the claim, its lease just taken, no answer, no renewal. */
  const abandon = (userId: number, key: string, fingerprint: string) =>
    ctx.db.execute(sql`insert into idempotent_writes (user_id, key, fingerprint, claim, lease_until)
      values (${userId}, ${key}, ${fingerprint}, 'dead-process', now() + interval '1 second')`);
  /** The fingerprint the plugin gives a request, read from a learner who sent it for real. */
  async function fingerprintOf(path: string, payload?: object): Promise<string> {
    const key = crypto.randomUUID();
    await write(await learner(), path, payload, key);
    const [row] = await ctx.db
      .select({ fingerprint: idempotentWrites.fingerprint })
      .from(idempotentWrites)
      .where(eq(idempotentWrites.key, key));
    return row?.fingerprint ?? '';
  }

  it('claimed, then the process died before the write: the retry is answered within 2 s and runs once', async () => {
    const print = await fingerprintOf('set_favorite', { favorite: true });
    const { id, token } = await learnerWithId();
    const key = crypto.randomUUID();
    await abandon(id, key, print);
    const started = Date.now();
    const retry = await write(token, 'set_favorite', { favorite: true }, key);
    const ms = Date.now() - started;
    // Before: 409 idempotency_in_progress after waiting 10 s, and again on every retry for a day.
    expect([retry.statusCode, retry.json()]).toEqual([200, { favorite: true }]);
    expect(ms).toBeLessThan(2000);
    expect(await favorite(token)).toBe(true);
    const again = await write(token, 'set_favorite', { favorite: true }, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
  }, 15_000);

  it('written, but the answer never recorded (database gone, process killed): the retry runs it again, once', async () => {
    const token = await learner();
    const key = crypto.randomUUID();
    expect((await write(token, 'set_rating', { rating: 3 }, key)).statusCode).toBe(200);
    await ctx.db.execute(sql`update idempotent_writes set status = null, body = null, claim = 'dead-process',
      lease_until = now() + interval '1 second' where key = ${key}`);
    const retries = await Promise.all([1, 2, 3].map(() => write(token, 'set_rating', { rating: 3 }, key)));
    expect(retries.map((retry) => retry.statusCode)).toEqual([200, 200, 200]);
    // One of the three ran; the other two waited for it and got its answer.
    expect(retries.filter((retry) => retry.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(2);
    expect(retries[0]?.json()).toMatchObject({ rating: 3 });
  }, 15_000);

  it("another request's abandoned claim stays its own: the key with another body is still refused with 422", async () => {
    const print = await fingerprintOf('set_favorite', { favorite: true });
    const { id, token } = await learnerWithId();
    const key = crypto.randomUUID();
    await abandon(id, key, print);
    await ctx.db.execute(
      sql`update idempotent_writes set lease_until = now() - interval '1 second' where key = ${key}`,
    );
    const other = await write(token, 'set_favorite', { favorite: false }, key);
    expect(other.statusCode).toBe(422);
    expect(await favorite(token)).toBe(false);
  });
});
