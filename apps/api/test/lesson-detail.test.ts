import { lessonDetail } from '@aula/contracts/lessons';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens, lessons, lessonViews } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { tokenFor, useTestApp } from './helpers/app';
import { newLearner } from './helpers/content';

let mariaToken: string;
let impulsaLessonId: number;
let crecerLessonId: number;

async function firstLessonOf(allyCode: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/new_lessons/?country=mx&ally_code=${allyCode}` });
  const id = response.json().results[0]?.id;
  if (typeof id !== 'number') throw new Error(`no lesson for ${allyCode}`);
  return id;
}

const ctx = useTestApp();
beforeAll(async () => {
  mariaToken = await tokenFor(ctx.app, DEMO_USERS[0]);
  impulsaLessonId = await firstLessonOf('impulsa');
  crecerLessonId = await firstLessonOf('crecer');
}, 30_000);

const open = (id: number | string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/lessons/${id}/`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/lessons/{id}/', () => {
  it("returns a lesson of the learner's ally with its parts in order", async () => {
    const response = await open(impulsaLessonId, mariaToken);
    expect(response.statusCode).toBe(200);
    const lesson = lessonDetail.parse(response.json());
    expect(lesson).toMatchObject({ id: impulsaLessonId, favorite: false, rating: null, progress: 0 });
    expect(lesson.parts.length).toBeGreaterThanOrEqual(2);
    expect(lesson.parts.map((part) => part.order)).toEqual([...lesson.parts.map((part) => part.order)].sort());
    expect(lesson.duration_minutes).toBe(lesson.parts.reduce((sum, part) => sum + part.duration_minutes, 0));
  });

  it('records one view per learner per day however often it is reloaded (written at the next flush)', async () => {
    const { id: userId, token } = await newLearner(ctx.db, 'impulsa', 'views-once@example.com');
    const count = () =>
      ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(lessonViews)
        .where(and(eq(lessonViews.lessonId, impulsaLessonId), eq(lessonViews.userId, userId)));
    const first = await open(impulsaLessonId, token);
    const second = await open(impulsaLessonId, token);
    expect(second.json().views).toBe(first.json().views);
    await ctx.app.lessonViews.flush();
    expect((await count())[0]?.n).toBe(1);
  });

  it("answers 404 for another ally's lesson, an unknown id and a draft", async () => {
    const [draft] = await ctx.db.select({ id: lessons.id }).from(lessons).where(sql`${lessons.publishedAt} is null`);
    for (const id of [crecerLessonId, 999_999, draft?.id ?? 0]) {
      const response = await open(id, mariaToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers 400 for a non-numeric id and one beyond the integer range', async () => {
    for (const id of ['abc', '2147483648']) {
      const response = await open(id, mariaToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'id' }] });
    }
  });

  it('answers 401 without a token, with a garbage token and with a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }, { authorization: mariaToken }]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/lessons/${impulsaLessonId}/`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('answers 401 once the token has expired', async () => {
    const token = await tokenFor(ctx.app, DEMO_USERS[0]);
    expect((await open(impulsaLessonId, token)).statusCode).toBe(200);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.tokenHash, sha256Hex(token)));
    // Time travel in the database: no running process could see it, so this one is told to forget.
    ctx.app.sessions.forgetAll();
    expect((await open(impulsaLessonId, token)).statusCode).toBe(401);
  });
});
