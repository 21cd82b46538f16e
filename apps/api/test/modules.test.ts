import { lessonModuleDetail, lessonModulesResponse, moduleLessonsResponse } from '@aula/contracts/modules';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allies, lessonModules } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, moduleId, staffToken } from './helpers/content';

let maria: string;
let jose: string;
let staff: string;
const ctx = useTestApp();
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
  staff = await staffToken(ctx.app);
}, 30_000);

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/lesson_modules/', () => {
  it("lists the learner's ally modules in their country with their progress", async () => {
    const { results } = lessonModulesResponse.parse((await get('/api/lesson_modules/', maria)).json());
    expect(results.map((m) => [m.title, m.progress, m.lesson_count])).toEqual([
      ['Vende más y mejor', 100, 3],
      ['Finanzas claras para tu negocio', 67, 3],
    ]);
    expect(results.every((m) => m.ally_code === 'impulsa')).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/lesson_modules/')).statusCode).toBe(401);
  });

  it('leaves out a published module with no published lesson (bad input: published before its lessons)', async () => {
    const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    if (!impulsa) throw new Error('no impulsa');
    await ctx.db.insert(lessonModules).values({ allyId: impulsa.id, title: 'Módulo sin lecciones', description: '' });
    ctx.app.contentCache.contentChanged();
    const { results } = lessonModulesResponse.parse((await get('/api/lesson_modules/', maria)).json());
    expect(results.map((m) => m.title)).not.toContain('Módulo sin lecciones');
    expect(results).toHaveLength(2);
  });
});

describe('GET /api/lesson_modules/{id}/ and /lessons/', () => {
  it('returns the module with its published lessons in order', async () => {
    const id = await moduleId(ctx.db, 'Marketing digital para tu tienda');
    const module = lessonModuleDetail.parse((await get(`/api/lesson_modules/${id}/`, jose)).json());
    expect(module.lessons.map((lesson) => lesson.title)).toEqual([
      'Tu tienda en WhatsApp Business',
      'Fotos que venden con tu celular',
      'Promociones de temporada en redes',
    ]);
    expect(module).toMatchObject({ lesson_count: 3, progress: 33, country: null });
    const lessons = moduleLessonsResponse.parse((await get(`/api/lesson_modules/${id}/lessons/`, jose)).json());
    expect(lessons.results).toEqual(module.lessons);
  });

  it("answers 404 for another ally's module, 400 for a non-numeric id and 401 without a token", async () => {
    const id = await moduleId(ctx.db, 'Marketing digital para tu tienda');
    expect((await get(`/api/lesson_modules/${id}/`, maria)).statusCode).toBe(404);
    expect((await get(`/api/lesson_modules/${id}/lessons/`, maria)).statusCode).toBe(404);
    expect((await get('/api/lesson_modules/uno/', maria)).statusCode).toBe(400);
    expect((await get(`/api/lesson_modules/${id}/lessons/`)).statusCode).toBe(401);
  });
});

describe('/admin/lesson_modules/', () => {
  it('shows staff every module of every ally', async () => {
    const { results } = lessonModulesResponse.parse((await get('/admin/lesson_modules/', staff)).json());
    expect(new Set(results.map((m) => m.ally_code))).toEqual(new Set(['impulsa', 'crecer']));
    expect(results.map((m) => m.title)).toContain('Facturación electrónica en Colombia');
  });

  it('lists every lesson of a module for staff, drafts included', async () => {
    const id = await moduleId(ctx.db, 'Marketing digital para tu tienda');
    const { results } = moduleLessonsResponse.parse((await get(`/admin/lesson_modules/${id}/lessons/`, staff)).json());
    expect(results.map((lesson) => lesson.title)).toContain('Programa de lealtad para tu barrio');
    expect((await get('/admin/lesson_modules/999999/lessons/', staff)).statusCode).toBe(404);
  });

  it('answers 403 forbidden to a learner and 401 without a token', async () => {
    for (const url of ['/admin/lesson_modules/', '/admin/lesson_modules/1/lessons/']) {
      const learner = await get(url, maria);
      expect(learner.statusCode).toBe(403);
      expect(learner.json()).toMatchObject({ error: 'forbidden' });
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
