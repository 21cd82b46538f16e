import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { lessons, lessonViews } from '../src/db/schema';
import { LessonViewBuffer } from '../src/lib/lesson-view-buffer';
import type { LessonView } from '../src/repositories/lessons';
import { testConfig, tokenFor, useTestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';

// An hour between timed flushes: only the test's own flushes (and closing) write.
const ctx = useTestApp({ VIEW_FLUSH_SECONDS: '3600' });
let token: string;
let lessonId: number;

beforeAll(async () => {
  token = await tokenFor(ctx.app, DEMO_USERS[0]);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/new_lessons/?country=mx&ally_code=impulsa' });
  lessonId = list.json().results[0].id;
}, 30_000);

const open = () =>
  ctx.app.inject({ method: 'GET', url: `/api/lessons/${lessonId}/`, headers: { authorization: `Bearer ${token}` } });

async function stored(db: Database, id: number) {
  const [row] = await db.select({ views: lessons.views }).from(lessons).where(eq(lessons.id, id));
  const [log] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(lessonViews)
    .where(eq(lessonViews.lessonId, id));
  return { count: row?.views ?? -1, logged: log?.n ?? -1 };
}

describe('lesson views, buffered', () => {
  it('writes nothing per read; the answer counts the opening once however often the learner reloads', async () => {
    const before = await stored(ctx.db, lessonId);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await open()).json().views);
    expect(answers).toEqual([1, 1, 1, 1, 1].map((n) => before.count + n));
    expect(await stored(ctx.db, lessonId)).toEqual(before);
    expect(ctx.app.lessonViews.unwrittenFor(lessonId)).toBe(1);
  });

  it('a flush adds them all to the count and the log, once', async () => {
    const unwritten = ctx.app.lessonViews.unwrittenFor(lessonId);
    const before = await stored(ctx.db, lessonId);
    await ctx.app.lessonViews.flush();
    await ctx.app.lessonViews.flush();
    expect(await stored(ctx.db, lessonId)).toEqual({
      count: before.count + unwritten,
      logged: before.logged + unwritten,
    });
    expect(ctx.app.lessonViews.unwrittenFor(lessonId)).toBe(0);
    // The same learner the same day: still one view.
    expect((await open()).json().views).toBe(before.count + unwritten);
  });

  it('the public lists show the new counts after a flush (their cached answers are refreshed)', async () => {
    const url = '/api/most_viewed_lessons/?country=mx&ally_code=impulsa';
    const viewsIn = async () =>
      (await ctx.app.inject({ method: 'GET', url })).json().results.find((l: { id: number }) => l.id === lessonId)
        ?.views;
    await ctx.app.lessonViews.flush();
    const before = await viewsIn();
    ctx.app.lessonViews.record(lessonId, null);
    expect(await viewsIn()).toBe(before);
    await ctx.app.lessonViews.flush();
    expect(await viewsIn()).toBe(before + 1);
  });

  it('loses nothing when the app closes: closing writes what is left', async () => {
    const database = await openTestDatabase();
    try {
      const app = await buildApp({ config: testConfig({ VIEW_FLUSH_SECONDS: '3600' }), db: database.db });
      await app.ready();
      const before = await stored(database.db, lessonId);
      for (let i = 0; i < 7; i += 1) app.lessonViews.record(lessonId, null);
      await app.close();
      expect(await stored(database.db, lessonId)).toEqual({ count: before.count + 7, logged: before.logged + 7 });
    } finally {
      await database.close();
    }
  });

  it("a view of a lesson deleted before the flush is dropped, a deleted user's kept anonymous, the batch written", async () => {
    const before = await stored(ctx.db, lessonId);
    ctx.app.lessonViews.record(lessonId, null);
    ctx.app.lessonViews.record(999_999, null);
    ctx.app.lessonViews.record(lessonId, 999_999);
    await ctx.app.lessonViews.flush();
    expect(await stored(ctx.db, lessonId)).toEqual({ count: before.count + 2, logged: before.logged + 2 });
  });
});

describe('LessonViewBuffer', () => {
  const view = (lessonId: number): LessonView => ({ lessonId, userId: 1, viewedAt: new Date(0) });

  it('keeps a failed batch, in order, for the next flush', async () => {
    const written: LessonView[][] = [];
    let down = true;
    const errors: unknown[] = [];
    const buffer = new LessonViewBuffer({
      batchSize: 10,
      write: async (views) => {
        if (down) throw new Error('database down');
        written.push(views);
        return new Map();
      },
      onError: (error) => errors.push(error),
      now: () => new Date(0),
    });
    buffer.record(1, 1);
    buffer.record(2, 1);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.size).toBe(2);
    expect(buffer.unwrittenFor(1)).toBe(1);
    // The same learner reopening lesson 1 the same day is not counted again; another learner is.
    buffer.record(1, 1);
    buffer.record(1, 2);
    down = false;
    await buffer.flush();
    expect(written).toEqual([[view(1), view(2), { ...view(1), userId: 2 }]]);
    expect(buffer.size).toBe(0);
    expect(buffer.unwrittenFor(1)).toBe(0);
  });

  it('writes a large backlog in batches of the given size', async () => {
    const sizes: number[] = [];
    const buffer = new LessonViewBuffer({ batchSize: 4, write: async (views) => void sizes.push(views.length) });
    for (let i = 0; i < 10; i += 1) buffer.record(i, null);
    await buffer.flush();
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('ends under steady load: views recorded while it writes wait for the next flush', async () => {
    const sizes: number[] = [];
    const buffer = new LessonViewBuffer({
      batchSize: 2,
      write: async (views) => {
        sizes.push(views.length);
        // Learners keep reading while a batch is written.
        buffer.record(9, null);
        buffer.record(9, null);
        return undefined;
      },
    });
    for (let i = 0; i < 5; i += 1) buffer.record(i, null);
    await buffer.flush();
    expect(sizes).toEqual([2, 2, 1]);
    expect(buffer.size).toBe(6);
    expect(buffer.unwrittenFor(9)).toBe(6);
  });

  it('two flushes at once write each view once', async () => {
    const written: number[] = [];
    const buffer = new LessonViewBuffer({
      batchSize: 100,
      write: async (views) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        written.push(...views.map((v) => v.lessonId));
        return undefined;
      },
    });
    buffer.record(1, null);
    const first = buffer.flush();
    buffer.record(2, null);
    await Promise.all([first, buffer.flush()]);
    expect(written.sort()).toEqual([1, 2]);
  });
});
