import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessons } from '../src/db/schema';
import { type LearnerScope, lessonsForLearner } from '../src/repositories/learner-lessons';
import { learnerLessons } from '../src/services/cached-lessons';
import { testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { doPart } from './helpers/content';

// The server's clock, moved by hand while a part is done (services/part-progress.ts).
const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });
let token: string;
let lessonId: number;

beforeAll(async () => {
  token = await tokenFor(ctx.app, DEMO_USERS[0]);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/new_lessons/?country=mx&ally_code=impulsa' });
  // A lesson the demo learner has not started and that has two parts or more, so one part read
  // moves the progress to a share of 100.
  for (const { id } of list.json().results as { id: number }[]) {
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/lessons/${id}/`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (detail.progress === 0 && detail.parts.length > 1) {
      lessonId = id;
      break;
    }
  }
  if (lessonId === undefined) throw new Error('the demo seed has no unstarted lesson with two parts');
}, 30_000);

const as = () => ({ authorization: `Bearer ${token}` });
const open = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/lessons/${lessonId}/`, headers: as() })).json();

describe('a lesson opened from the content cache', () => {
  it('answers from the cache: a title changed behind the app shows only once the cached copy expires', async () => {
    const before = await open();
    await ctx.db.update(lessons).set({ title: 'Cambiado por detrás' }).where(eq(lessons.id, lessonId));
    expect((await open()).title).toBe(before.title);
    await ctx.db.update(lessons).set({ title: before.title }).where(eq(lessons.id, lessonId));
  });

  it("shows the learner's own favourite, rating and completed part on the next read", async () => {
    const before = await open();
    expect(before).toMatchObject({ favorite: false, rating: null });
    await ctx.app.inject({ method: 'POST', url: `/api/lessons/${lessonId}/set_favorite/`, headers: as() });
    expect((await open()).favorite).toBe(true);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonId}/set_rating/`,
      headers: as(),
      payload: { rating: 4 },
    });
    expect(await open()).toMatchObject({ favorite: true, rating: 4, rating_average: 4 });

    const [part] = before.parts;
    await doPart(ctx.app, token, part.id, clock);
    const after = await open();
    expect(after.progress).toBe(Math.round(100 / before.parts.length));

    await ctx.app.inject({ method: 'POST', url: `/api/lessons/${lessonId}/set_favorite/`, headers: as() });
    expect((await open()).favorite).toBe(false);
  });

  it("another learner's rating changes the average this learner reads", async () => {
    const jose = await tokenFor(ctx.app, DEMO_USERS[1]);
    const crecer = await ctx.app.inject({ method: 'GET', url: '/api/new_lessons/?country=mx&ally_code=crecer' });
    const id = crecer.json().results[0].id;
    const read = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/lessons/${id}/`,
          headers: { authorization: `Bearer ${jose}` },
        })
      ).json().rating_average;
    const rate = (rating: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/lessons/${id}/set_rating/`,
        headers: { authorization: `Bearer ${jose}` },
        payload: { rating },
      });
    await rate(2);
    expect(await read()).toBe(2);
    await rate(5);
    expect(await read()).toBe(5);
  });
});

describe("a learner's lists cut from cached content and lesson state", () => {
  afterEach(() => vi.useRealTimers());

  async function scopeOfDemo(): Promise<LearnerScope> {
    const row = await ctx.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, DEMO_USERS[0].email) });
    if (!row) throw new Error('no demo learner');
    return { userId: row.id, allyId: row.allyId, countryCode: 'mx' };
  }

  it('are the rows the database query gives, progress included, after a part is done', async () => {
    const scope = await scopeOfDemo();
    const [first] = await lessonsForLearner(ctx.db, scope);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/lessons/${first?.id}/`, headers: as() })).json();
    await doPart(ctx.app, token, detail.parts[0].id, clock);
    const fromDatabase = await lessonsForLearner(ctx.db, scope);
    const cached = await learnerLessons(ctx.app.contentCache, scope);
    expect(fromDatabase.some((lesson) => lesson.done > 0)).toBe(true);
    expect(cached).toEqual(fromDatabase);
    const moduleId = first?.moduleId ?? 0;
    expect(await learnerLessons(ctx.app.contentCache, scope, { moduleId })).toEqual(
      await lessonsForLearner(ctx.db, scope, { moduleId }),
    );
  });

  it('show a scheduled lesson once its date has come, without waiting for the cached copy to expire', async () => {
    const scope = await scopeOfDemo();
    const [lesson] = await lessonsForLearner(ctx.db, scope);
    if (!lesson) throw new Error('the demo learner sees no lesson');
    const inModule = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/lesson_modules/${lesson.moduleId}/lessons/`, headers: as() }))
        .json()
        .results.map((item: { id: number }) => item.id);
    const [stored] = await ctx.db
      .select({ publishedAt: lessons.publishedAt })
      .from(lessons)
      .where(eq(lessons.id, lesson.id));
    const publishedAt = stored?.publishedAt ?? null;
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await ctx.db.update(lessons).set({ publishedAt: inAnHour }).where(eq(lessons.id, lesson.id));
    ctx.app.contentCache.contentChanged();
    try {
      expect(await inModule()).not.toContain(lesson.id);
      vi.useFakeTimers({ toFake: ['Date'], now: inAnHour.getTime() + 1000 });
      expect(await inModule()).toContain(lesson.id);
    } finally {
      vi.useRealTimers();
      await ctx.db.update(lessons).set({ publishedAt }).where(eq(lessons.id, lesson.id));
      ctx.app.contentCache.contentChanged();
    }
  });
});
