import { hasNextLessonResponse, lessonResultsResponse } from '@aula/contracts/lessons';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, lessonId } from './helpers/content';

let maria: string;
let jose: string;
const ctx = useTestApp();
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
}, 30_000);

const get = async (url: string, token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const titles = (body: unknown) => lessonResultsResponse.parse(body).results.map((lesson) => lesson.title);

describe('GET /api/lessons/recommendations/', () => {
  it("suggests unfinished lessons of modules for the learner's business type first", async () => {
    // María runs a fonda: "Finanzas claras" targets fondas, and she has not finished its last lesson.
    const { body } = await get('/api/lessons/recommendations/', maria);
    const list = titles(body);
    expect(list[0]).toBe('Planea tu flujo de efectivo');
    expect(list).not.toContain('Conoce a tu cliente ideal');
    expect(list.length).toBeLessThanOrEqual(8);
  });

  it('follows a change of business type at once (the cached modules of her type are dropped)', async () => {
    const [{ id } = { id: 0 }] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS[0].email));
    const patch = (businessTypeId: number | null) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/business_data/',
        headers: bearer(maria),
        payload: { business_type_id: businessTypeId },
      });
    const typeId = (await ctx.app.inject({ method: 'GET', url: '/api/business_data/', headers: bearer(maria) })).json()
      .business_type_id as number;
    const targeted = [...(await ctx.app.contentCache.targetedModules(id))];
    expect(targeted.length).toBeGreaterThan(0);
    expect((await patch(null)).statusCode).toBe(200);
    expect([...(await ctx.app.contentCache.targetedModules(id))]).toEqual([]);
    expect((await patch(typeId)).statusCode).toBe(200);
    expect([...(await ctx.app.contentCache.targetedModules(id))]).toEqual(targeted);
  });

  it("never suggests another ally's or another country's lessons", async () => {
    const list = titles((await get('/api/lessons/recommendations/', maria)).body);
    expect(list).not.toContain('Tu primera factura electrónica');
    expect(list).not.toContain('Cuenta tu inventario en una hora');
  });
});

describe('GET /api/lessons/following/', () => {
  it('lists the unfinished lessons of modules the learner started and did not finish', async () => {
    expect(titles((await get('/api/lessons/following/', maria)).body)).toEqual(['Planea tu flujo de efectivo']);
    expect(titles((await get('/api/lessons/following/', jose)).body)).toEqual([
      'Fotos que venden con tu celular',
      'Promociones de temporada en redes',
    ]);
  });
});

describe('next lessons', () => {
  it('lists the following lessons of the same module in order', async () => {
    const id = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    expect(titles((await get(`/api/lessons/${id}/next_lessons/`, maria)).body)).toEqual([
      'Arma una oferta irresistible',
      'Cierra la venta con confianza',
    ]);
  });

  it('says whether a next lesson exists and which one', async () => {
    const first = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const last = await lessonId(ctx.db, 'Cierra la venta con confianza');
    const yes = hasNextLessonResponse.parse((await get(`/api/lessons/${first}/has_next_lesson/`, maria)).body);
    expect(yes).toEqual({
      has_next_lesson: true,
      next_lesson_id: await lessonId(ctx.db, 'Arma una oferta irresistible'),
    });
    const no = hasNextLessonResponse.parse((await get(`/api/lessons/${last}/has_next_lesson/`, maria)).body);
    expect(no).toEqual({ has_next_lesson: false, next_lesson_id: null });
  });

  it("answers 404 for another ally's lesson and 400 for a non-numeric id", async () => {
    const other = await lessonId(ctx.db, 'Cuenta tu inventario en una hora');
    expect((await get(`/api/lessons/${other}/next_lessons/`, maria)).status).toBe(404);
    expect((await get(`/api/lessons/${other}/has_next_lesson/`, maria)).status).toBe(404);
    expect((await get('/api/lessons/abc/next_lessons/', maria)).status).toBe(400);
  });
});

describe('learner lists without a token', () => {
  it.each([
    '/api/lessons/recommendations/',
    '/api/lessons/following/',
    '/api/favorites/',
    '/api/lessons/1/next_lessons/',
    '/api/lessons/1/has_next_lesson/',
    '/api/lessons/1/parts/',
    '/api/parts/1/',
    '/api/introductions/1/',
    '/api/explore_introductions/1/',
  ])('%s answers 401', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });
});
