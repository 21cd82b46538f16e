import { achievementsResponse } from '@aula/contracts/achievements';
import {
  lessonDetail,
  lessonResultsResponse,
  partDetail,
  partProgressResponse,
  partsResponse,
} from '@aula/contracts/lessons';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonParts, lessons } from '../src/db/schema';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { bearer, completePart, lessonId, newLearner, partIds } from './helpers/content';

// Completion is judged by the server from the player's reports and its own clock: these tests move
// that clock by hand (ports.now), never sleep. Each tries what a hurried learner or a forged player did.
const clock = testClock();
const ctx = useTestApp({ VIEW_FLUSH_SECONDS: '3600' }, { now: clock.now });

let fresh: string;
let counter = 0;
const learner = async () => (await newLearner(ctx.db, 'impulsa', `parts-${++counter}@example.com`)).token;
beforeAll(async () => {
  fresh = await learner();
}, 30_000);

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const report = (partId: number, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/parts/${partId}/progress/`, headers: bearer(token), payload });

async function partOfKind(kind: 'video' | 'reading' | 'download') {
  const [row] = await ctx.db
    .select({ id: lessonParts.id })
    .from(lessonParts)
    .where(eq(lessonParts.kind, kind))
    .orderBy(asc(lessonParts.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} part`);
  return row.id;
}

describe('opening a part completes nothing', () => {
  it('a learner who opens every part of a lesson (GET) has completed none of them', async () => {
    const title = 'Planea tu flujo de efectivo';
    const id = await lessonId(ctx.db, title);
    for (const part of await partIds(ctx.db, title)) {
      const opened = partDetail.parse((await get(`/api/parts/${part}/`, fresh)).json());
      expect(opened).toMatchObject({ completed: false, lesson_progress: 0 });
    }
    const listed = partsResponse.parse((await get(`/api/lessons/${id}/parts/`, fresh)).json());
    expect(listed.results.every((part) => !part.completed)).toBe(true);
    expect(lessonDetail.parse((await get(`/api/lessons/${id}/`, fresh)).json()).progress).toBe(0);
  });
});

describe('a video counts when most of it was played', () => {
  it('a player claiming the whole video 2 s after opening it is credited 2 s, not the video', async () => {
    const token = await learner();
    const part = await partOfKind('video');
    const opened = partDetail.parse((await get(`/api/parts/${part}/`, token)).json());
    // The demo video lasts 20 s; 80 % of it by default.
    expect(opened.required_seconds).toBe(16);
    clock.advance(2);
    const forged = partProgressResponse.parse((await report(part, token, { played_seconds: 600 })).json());
    expect(forged).toMatchObject({ completed: false, remaining_seconds: 14 });
    // Reopening does not bank the time away from the player either.
    clock.advance(30);
    await get(`/api/parts/${part}/`, token);
    expect((await report(part, token, { played_seconds: 600 })).json()).toMatchObject({ completed: false });
  });

  it('a learner who plays the video, reporting every ~10 s, completes the part', async () => {
    const token = await learner();
    const part = await partOfKind('video');
    await get(`/api/parts/${part}/`, token);
    clock.advance(10);
    expect((await report(part, token, { played_seconds: 10 })).json()).toMatchObject({
      completed: false,
      remaining_seconds: 6,
    });
    clock.advance(7);
    expect((await report(part, token, { played_seconds: 7 })).json()).toMatchObject({
      completed: true,
      remaining_seconds: 0,
    });
    expect(partDetail.parse((await get(`/api/parts/${part}/`, token)).json()).completed).toBe(true);
  });
});

describe('a reading counts after a plausible reading time, or scrolled to its end', () => {
  it('scrolled to the end at once counts nothing; after the minimum time it counts', async () => {
    const token = await learner();
    const part = await partOfKind('reading');
    const opened = partDetail.parse((await get(`/api/parts/${part}/`, token)).json());
    expect(opened.required_seconds).toBeGreaterThanOrEqual(20);
    clock.advance(2);
    expect((await report(part, token, { reached_end: true })).json()).toMatchObject({ completed: false });
    clock.advance(6);
    expect((await report(part, token, { reached_end: true })).json()).toMatchObject({ completed: true });
  });

  it('without scrolling, it counts once its reading time has passed', async () => {
    const token = await learner();
    const part = await partOfKind('reading');
    const { required_seconds: seconds } = partDetail.parse((await get(`/api/parts/${part}/`, token)).json());
    clock.advance(seconds - 1);
    expect((await report(part, token, {})).json()).toMatchObject({ completed: false, remaining_seconds: 1 });
    clock.advance(1);
    expect((await report(part, token, {})).json()).toMatchObject({ completed: true });
  });
});

describe('a download counts when downloaded', () => {
  it('opening it or reporting time counts nothing; the download does', async () => {
    const token = await learner();
    const part = await partOfKind('download');
    await get(`/api/parts/${part}/`, token);
    clock.advance(600);
    expect((await report(part, token, { played_seconds: 600, reached_end: true })).json()).toMatchObject({
      completed: false,
    });
    expect((await report(part, token, { downloaded: true })).json()).toMatchObject({ completed: true });
  });
});

describe('a prize cannot be won faster than its parts can be done', () => {
  /** The module whose prize is a webinar seat, as in the finding (else the first with a prize). */
  async function moduleParts() {
    const { results } = achievementsResponse.parse((await get('/api/achievements/', fresh)).json());
    const achievement = results.find((item) => item.prize.kind === 'webinar') ?? results[0];
    if (!achievement) throw new Error('no achievement');
    const rows = await ctx.db
      .select({ id: lessonParts.id })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .where(eq(lessons.moduleId, achievement.rule.module_id))
      .orderBy(asc(lessons.position), asc(lessonParts.position));
    return { achievement, parts: rows.map((row) => row.id) };
  }

  it('a learner tapping "Siguiente" through a whole module, claiming every part done, earns nothing', async () => {
    const token = await learner();
    const { achievement, parts } = await moduleParts();
    for (const part of parts) {
      await get(`/api/parts/${part}/`, token);
      clock.advance(1);
      await report(part, token, { played_seconds: 3600, reached_end: true });
    }
    const { results } = achievementsResponse.parse((await get('/api/achievements/', token)).json());
    const after = results.find((item) => item.id === achievement.id);
    expect(after).toMatchObject({ earned: false });
    expect(after?.progress.completed).toBeLessThan(parts.length);
  });

  it('a learner who does every part (the clock moved as they play and read) earns it', async () => {
    const token = await learner();
    const { achievement, parts } = await moduleParts();
    for (const part of parts) expect((await completePart(ctx.app, ctx.db, token, part, clock)).completed).toBe(true);
    const { results } = achievementsResponse.parse((await get('/api/achievements/', token)).json());
    expect(results.find((item) => item.id === achievement.id)).toMatchObject({ earned: true });
  });
});

describe('views are counted once per learner per lesson per day', () => {
  it('a learner reloading a lesson five times adds one view, not five', async () => {
    const token = await learner();
    const id = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const views = async () => lessonDetail.parse((await get(`/api/lessons/${id}/`, token)).json()).views;
    await ctx.app.lessonViews.flush();
    const first = await views();
    for (let i = 0; i < 4; i += 1) expect(await views()).toBe(first);
    await ctx.app.lessonViews.flush();
    expect(await views()).toBe(first);
  });
});

describe('bad reports', () => {
  it('answers 400 naming the field for a negative or non-numeric played time, and unknown fields', async () => {
    const part = await partOfKind('video');
    const negative = await report(part, fresh, { played_seconds: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('played_seconds');
    expect((await report(part, fresh, { played_seconds: 'lots' })).statusCode).toBe(400);
    expect((await report(part, fresh, { completed: true })).statusCode).toBe(400);
    expect((await report(999_999, fresh, {})).statusCode).toBe(404);
  });
});

describe('a lesson is started from its first recorded second', () => {
  it('10 s of a video, no part done: the lesson is in "Continúa" (following), as the reminders say', async () => {
    const token = await learner();
    const part = await partOfKind('video');
    const [{ lessonId: startedLesson } = { lessonId: 0 }] = await ctx.db
      .select({ lessonId: lessonParts.lessonId })
      .from(lessonParts)
      .where(eq(lessonParts.id, part));
    const following = async () =>
      lessonResultsResponse.parse((await get('/api/lessons/following/', token)).json()).results.map(({ id }) => id);
    // Nothing recorded yet: nothing to continue.
    expect(await following()).toEqual([]);
    await get(`/api/parts/${part}/`, token);
    clock.advance(10);
    expect((await report(part, token, { played_seconds: 10 })).json()).toMatchObject({ completed: false });
    // Before: only a completed part started a lesson, so home said "Cuando empieces una lección…".
    expect(await following()).toContain(startedLesson);
  });
});
