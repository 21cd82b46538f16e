import { lessonPreview } from '@aula/contracts/lessons';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonModules, lessons } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { lessonId, moduleId } from './helpers/content';

// Issue 40 row 8: a shared lesson link opens a public preview. Its answer is the lesson's
// shop window only, and only for a lesson a learner of that ally and country could open.

const ctx = useTestApp();

const preview = (id: number | string, query = 'country=mx&ally_code=impulsa', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/lesson_previews/${id}/?${query}`, headers });

/** A change made behind the app's back, seen at once: the cached lesson and cached answers go. */
async function contentChanged() {
  ctx.app.contentCache.contentChanged();
  await ctx.app.invalidatePublic(['lessons']);
}

describe('GET /api/lesson_previews/{id}/', () => {
  it('gives a published lesson’s title, summary, introduction, cover and module, and nothing else', async () => {
    const id = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const response = await preview(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['cover_image_url', 'id', 'introduction', 'module', 'summary', 'title']);
    expect(lessonPreview.parse(body)).toMatchObject({
      id,
      title: 'Conoce a tu cliente ideal',
      summary: expect.stringContaining('quién te compra'),
      introduction: expect.stringContaining('perfil de tu cliente ideal'),
      module: { id: await moduleId(ctx.db, 'Vende más y mejor'), title: 'Vende más y mejor' },
    });
    expect(body.cover_image_url).toMatch(/^\/media\//);
    // Bad case: the learner's lesson leaking through (its parts, their titles, media, counts, marks).
    expect(response.body).not.toMatch(/parts|media_url|body_html|views|progress|favorite|rating/);
    expect(response.body).not.toContain('¿Quién te compra de verdad?');
    expect(response.body).not.toContain('Plantilla: perfil de cliente');
  });

  it('is the same for everyone: public cache headers, an ETag and 304, with or without a session header', async () => {
    const id = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const first = await preview(id);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await preview(id, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A bearer token changes nothing: the route reads no session.
    const withToken = await preview(id, undefined, { authorization: 'Bearer not-a-real-token-at-all' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toBe(first.body);
  });

  it('answers 404, as for an id nobody has, for another ally’s lesson, a draft and a lesson elsewhere', async () => {
    const crecerLesson = await lessonId(ctx.db, 'Cuenta tu inventario en una hora');
    const draft = await lessonId(ctx.db, 'Programa de lealtad para tu barrio');
    const colombian = await lessonId(ctx.db, '¿Quién debe facturar electrónicamente?');
    const cases: [string, number, string][] = [
      ['another ally’s lesson', crecerLesson, 'country=mx&ally_code=impulsa'],
      ['a draft of the ally itself', draft, 'country=mx&ally_code=crecer'],
      ['a module scoped to another country', colombian, 'country=mx&ally_code=impulsa'],
      ['a country the ally does not offer', crecerLesson, 'country=pe&ally_code=crecer'],
      ['an ally nobody has', crecerLesson, 'country=mx&ally_code=desconocido'],
      ['an id nobody has', 999_999, 'country=mx&ally_code=impulsa'],
    ];
    for (const [name, id, query] of cases) {
      const response = await preview(id, query);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ error: 'not_found' });
      expect(response.body, name).not.toContain('title');
    }
    // The same lessons where they belong.
    expect((await preview(crecerLesson, 'country=mx&ally_code=crecer')).statusCode).toBe(200);
    expect((await preview(colombian, 'country=co&ally_code=impulsa')).statusCode).toBe(200);
  });

  it('answers 404 once the lesson or its module is unpublished, though its answer was cached', async () => {
    const id = await lessonId(ctx.db, 'Arma una oferta irresistible');
    const module = await moduleId(ctx.db, 'Vende más y mejor');
    expect((await preview(id)).statusCode).toBe(200);

    await ctx.db.update(lessonModules).set({ publishedAt: null }).where(eq(lessonModules.id, module));
    await contentChanged();
    expect((await preview(id)).statusCode).toBe(404);
    await ctx.db.update(lessonModules).set({ publishedAt: new Date() }).where(eq(lessonModules.id, module));

    await ctx.db.update(lessons).set({ publishedAt: null }).where(eq(lessons.id, id));
    await contentChanged();
    expect((await preview(id)).statusCode).toBe(404);
    // Scheduled for tomorrow: not yet.
    await ctx.db
      .update(lessons)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(lessons.id, id));
    await contentChanged();
    expect((await preview(id)).statusCode).toBe(404);
  });

  it('answers 400 naming the field and the reason for a malformed id, ally or country', async () => {
    const cases: [string, string, string, string][] = [
      ['abc', 'country=mx&ally_code=impulsa', 'id', 'must be a number'],
      ['-3', 'country=mx&ally_code=impulsa', 'id', 'must be positive'],
      ['0', 'country=mx&ally_code=impulsa', 'id', 'must be positive'],
      ['1.5', 'country=mx&ally_code=impulsa', 'id', 'must be a whole number'],
      ['2147483648', 'country=mx&ally_code=impulsa', 'id', 'is too large'],
      ['1', 'ally_code=impulsa', 'country', ''],
      ['1', 'country=MEX&ally_code=impulsa', 'country', 'two-letter'],
      ['1', 'country=mx&ally_code=../crecer', 'ally_code', 'lower-case letters'],
      ['1', 'country=mx', 'ally_code', ''],
    ];
    for (const [id, query, field, reason] of cases) {
      const response = await preview(id, query);
      expect(response.statusCode, `${id}?${query}`).toBe(400);
      const body = response.json() as { error: string; fields: { field: string; reason: string }[] };
      expect(body.error).toBe('bad_request');
      const fault = body.fields.find((candidate) => candidate.field === field);
      expect(fault, `${id}?${query}: ${response.body}`).toBeDefined();
      expect(fault?.reason).toContain(reason);
    }
  });
});
