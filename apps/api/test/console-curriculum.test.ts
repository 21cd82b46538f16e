import { randomUUID } from 'node:crypto';
import {
  consoleLesson,
  consoleLessonDetail,
  consoleModule,
  consoleModuleDetail,
  consoleModulesResponse,
  consolePart,
} from '@aula/contracts/console-curriculum';
import { ALLY_HEADER } from '@aula/contracts/headers';
import { lessonDetail, partDetail } from '@aula/contracts/lessons';
import { lessonModulesResponse } from '@aula/contracts/modules';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonParts, lessons, partCompletions, users } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, lessonId, newLearner, staffToken } from './helpers/content';

const ctx = useTestApp();
let impulsaEditor: string;
let crecerEditor: string;
let staff: string;
let maria: string;

/** A member of an ally's team: a user of the ally with the console role, signed in. */
async function teamToken(allyCode: string, email: string) {
  const { id, token } = await newLearner(ctx.db, allyCode, email);
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.id, id));
  return token;
}

beforeAll(async () => {
  impulsaEditor = await teamToken('impulsa', 'h5-editor@impulsa.example');
  crecerEditor = await teamToken('crecer', 'h5-editor@crecer.example');
  staff = await staffToken(ctx.app);
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
}, 30_000);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, token: string, payload?: unknown, ally = 'impulsa') {
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), [ALLY_HEADER]: ally },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const learnerGet = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(maria) });

async function newModule(title: string) {
  const response = await call('POST', '/api/console/modules/', impulsaEditor, { title, description: 'Para probar' });
  expect(response.statusCode, response.body).toBe(201);
  return consoleModule.parse(response.json());
}

async function newLesson(moduleId: number, title: string) {
  const response = await call('POST', `/api/console/modules/${moduleId}/lessons/`, impulsaEditor, {
    title,
    summary: 'Resumen',
    introduction: 'Introducción',
  });
  expect(response.statusCode, response.body).toBe(201);
  return consoleLesson.parse(response.json());
}

async function newReading(lessonId: number, bodyHtml: string) {
  const response = await call('POST', `/api/console/lessons/${lessonId}/parts/`, impulsaEditor, {
    title: 'Lectura',
    kind: 'reading',
    body_html: bodyHtml,
  });
  expect(response.statusCode, response.body).toBe(201);
  return consolePart.parse(response.json());
}

async function publish(kind: 'modules' | 'lessons', id: number, version: number, published = true) {
  const response = await call('PUT', `/api/console/${kind}/${id}/publication/`, impulsaEditor, { published, version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { version: number; published_at: string | null };
}

describe('modules, lessons and parts: create, read, update', () => {
  it('creates a draft module at the end of the list, with its lessons and three kinds of part', async () => {
    const before = consoleModulesResponse.parse((await call('GET', '/api/console/modules/', impulsaEditor)).json());
    const module = await newModule('Cuentas claras');
    expect(module).toMatchObject({ version: 1, published_at: null, lesson_count: 0, country: null });
    expect(module.order).toBeGreaterThan(Math.max(...before.results.map((item) => item.order)));

    const lesson = await newLesson(module.id, 'Tu primer presupuesto');
    const video = await call('POST', `/api/console/lessons/${lesson.id}/parts/`, impulsaEditor, {
      title: 'Video',
      kind: 'video',
      media_url: '/media/videos/presupuesto.mp4',
      captions_url: '/media/captions/presupuesto.vtt',
      duration_minutes: 3,
    });
    expect(video.statusCode, video.body).toBe(201);
    await newReading(
      lesson.id,
      '<p>Anota <strong>cada</strong> gasto.</p><img src="https://example.com/a.png" alt="">',
    );
    const pdf = await call('POST', `/api/console/lessons/${lesson.id}/parts/`, impulsaEditor, {
      title: 'Plantilla',
      kind: 'download',
      media_url: '/media/files/plantilla.pdf',
    });
    expect(pdf.statusCode, pdf.body).toBe(201);

    const detail = consoleLessonDetail.parse(
      (await call('GET', `/api/console/lessons/${lesson.id}/`, impulsaEditor)).json(),
    );
    expect(detail.parts.map((part) => [part.kind, part.order])).toEqual([
      ['video', 1],
      ['reading', 2],
      ['download', 3],
    ]);
    expect(detail.parts[0]?.captions_url).toBe('/media/captions/presupuesto.vtt');
    // A draft module: the lesson editor says its lesson is seen by nobody, published or not.
    expect(detail.module).toEqual({ id: module.id, title: 'Cuentas claras', published: false });
    await publish('modules', module.id, module.version);
    const afterPublishing = consoleLessonDetail.parse(
      (await call('GET', `/api/console/lessons/${lesson.id}/`, impulsaEditor)).json(),
    );
    expect(afterPublishing.module.published).toBe(true);

    const listed = consoleModuleDetail.parse(
      (await call('GET', `/api/console/modules/${module.id}/`, impulsaEditor)).json(),
    );
    expect(listed).toMatchObject({ lesson_count: 1, published_lesson_count: 0 });
    expect(listed.lessons.map((item) => [item.title, item.part_count])).toEqual([['Tu primer presupuesto', 3]]);
  });

  it('saves a module with its country and business types, one version up', async () => {
    const module = await newModule('Para guardar');
    const response = await call('PUT', `/api/console/modules/${module.id}/`, impulsaEditor, {
      title: 'Guardado',
      description: 'Otra',
      country: 'mx',
      business_type_ids: [1, 2],
      cover_image_url: 'https://example.com/portada.jpg',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleModule.parse(response.json())).toMatchObject({
      title: 'Guardado',
      country: 'mx',
      business_type_ids: [1, 2],
      cover_image_url: 'https://example.com/portada.jpg',
      version: 2,
    });
    const history = await call('GET', `/api/console/history/module/${module.id}/`, impulsaEditor);
    expect(history.statusCode, history.body).toBe(200);
    const changes = (history.json() as { results: { action: string; summary: { fields?: string[] } }[] }).results;
    expect(changes.map((change) => change.action)).toEqual(['updated', 'created']);
    expect(changes[0]?.summary.fields).toEqual(
      expect.arrayContaining(['title', 'description', 'country', 'business_type_ids', 'cover_image_url']),
    );
  });

  it('lets staff act for the ally named in the header', async () => {
    const response = await call('GET', '/api/console/modules/', staff, undefined, 'crecer');
    expect(response.statusCode).toBe(200);
    const titles = consoleModulesResponse.parse(response.json()).results.map((module) => module.title);
    expect(titles).toContain('Marketing digital para tu tienda');
    expect(titles).not.toContain('Cuentas claras');
  });
});

describe('reorder', () => {
  it("puts the ally's modules, a module's lessons and a lesson's parts in the order given", async () => {
    const { results } = consoleModulesResponse.parse(
      (await call('GET', '/api/console/modules/', impulsaEditor)).json(),
    );
    const reversed = results.map((module) => module.id).reverse();
    const moved = await call('PUT', '/api/console/modules/order/', impulsaEditor, { ids: reversed });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(consoleModulesResponse.parse(moved.json()).results.map((module) => module.id)).toEqual(reversed);

    const module = await newModule('Orden');
    const first = await newLesson(module.id, 'Primera');
    const second = await newLesson(module.id, 'Segunda');
    const lessonsMoved = await call('PUT', `/api/console/modules/${module.id}/lessons/order/`, impulsaEditor, {
      ids: [second.id, first.id],
    });
    expect(consoleModuleDetail.parse(lessonsMoved.json()).lessons.map((lesson) => lesson.title)).toEqual([
      'Segunda',
      'Primera',
    ]);

    const a = await newReading(first.id, '<p>Uno</p>');
    const b = await newReading(first.id, '<p>Dos</p>');
    const partsMoved = await call('PUT', `/api/console/lessons/${first.id}/parts/order/`, impulsaEditor, {
      ids: [b.id, a.id],
    });
    expect(consoleLessonDetail.parse(partsMoved.json()).parts.map((part) => part.id)).toEqual([b.id, a.id]);
  });

  it('refuses an order that leaves an item out or names another ally’s (400 ids)', async () => {
    const module = await newModule('Orden incompleto');
    const lesson = await newLesson(module.id, 'Sola');
    await newLesson(module.id, 'Otra');
    const missing = await call('PUT', `/api/console/modules/${module.id}/lessons/order/`, impulsaEditor, {
      ids: [lesson.id],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'ids', reason: expect.stringContaining('once') }]);
    const twice = await call('PUT', '/api/console/modules/order/', impulsaEditor, { ids: [1, 1] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields[0].field).toBe('ids');
  });
});

describe('draft and publish, as learners see it', () => {
  it('shows a lesson to learners at once when it and its module are published, and hides it at once when unpublished', async () => {
    const module = await newModule('Publicación inmediata');
    const lesson = await newLesson(module.id, 'Lección para publicar');
    await newReading(lesson.id, '<p>Texto</p>');
    const learnerModules = async () =>
      lessonModulesResponse.parse((await learnerGet('/api/lesson_modules/')).json()).results.map((item) => item.title);

    // Reads the learner lists first, so the cached copy has to follow the change.
    expect(await learnerModules()).not.toContain('Publicación inmediata');
    expect((await learnerGet(`/api/lessons/${lesson.id}/`)).statusCode).toBe(404);

    await publish('modules', module.id, 1);
    const published = await publish('lessons', lesson.id, 1);
    expect(published.published_at).not.toBeNull();
    expect(await learnerModules()).toContain('Publicación inmediata');
    expect(lessonDetail.parse((await learnerGet(`/api/lessons/${lesson.id}/`)).json()).title).toBe(
      'Lección para publicar',
    );

    // An edit of the published lesson is what learners read next.
    const edited = await call('PUT', `/api/console/lessons/${lesson.id}/`, impulsaEditor, {
      title: 'Lección corregida',
      summary: 'Resumen',
      introduction: 'Introducción',
      version: published.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(lessonDetail.parse((await learnerGet(`/api/lessons/${lesson.id}/`)).json()).title).toBe('Lección corregida');

    await publish('lessons', lesson.id, consoleLesson.parse(edited.json()).version, false);
    expect((await learnerGet(`/api/lessons/${lesson.id}/`)).statusCode).toBe(404);
  });

  it("keeps an uploaded image's URL as module and lesson cover, and learners get it", async () => {
    // The address the console's uploader answers for an image: its 640 px WebP under /media/.
    const cover = `/media/uploads/impulsa/${randomUUID()}-640.webp`;
    const module = await newModule('Con portada subida');
    const lesson = await newLesson(module.id, 'Lección con portada subida');
    const savedModule = await call('PUT', `/api/console/modules/${module.id}/`, impulsaEditor, {
      title: 'Con portada subida',
      cover_image_url: cover,
      version: 1,
    });
    expect(savedModule.statusCode, savedModule.body).toBe(200);
    const savedLesson = await call('PUT', `/api/console/lessons/${lesson.id}/`, impulsaEditor, {
      title: 'Lección con portada subida',
      cover_image_url: cover,
      version: 1,
    });
    expect(savedLesson.statusCode, savedLesson.body).toBe(200);
    await publish('modules', module.id, 2);
    await publish('lessons', lesson.id, 2);

    const home = lessonModulesResponse.parse((await learnerGet('/api/lesson_modules/')).json()).results;
    expect(home.find((item) => item.id === module.id)?.cover_image_url).toBe(cover);
    expect(lessonDetail.parse((await learnerGet(`/api/lessons/${lesson.id}/`)).json()).cover_image_url).toBe(cover);
  });

  it('hides the lessons of a module taken back to draft', async () => {
    const module = await newModule('Módulo que vuelve a borrador');
    const lesson = await newLesson(module.id, 'Lección del módulo');
    const live = await publish('modules', module.id, 1);
    await publish('lessons', lesson.id, 1);
    expect((await learnerGet(`/api/lessons/${lesson.id}/`)).statusCode).toBe(200);
    await publish('modules', module.id, live.version, false);
    expect((await learnerGet(`/api/lessons/${lesson.id}/`)).statusCode).toBe(404);
  });
});

describe('sanitizing the reading text', () => {
  it('stores a reading without its script or event handler; learners read the clean HTML', async () => {
    const module = await newModule('Limpieza');
    const lesson = await newLesson(module.id, 'Texto con trampa');
    const part = await newReading(
      lesson.id,
      '<p onclick="steal()">Hola <script>alert(1)</script><a href="javascript:alert(2)">enlace</a></p>',
    );
    expect(part.body_html).not.toMatch(/script|onclick|javascript/);
    expect(part.body_html).toContain('Hola');
    await publish('modules', module.id, 1);
    await publish('lessons', lesson.id, 1);
    const read = partDetail.parse((await learnerGet(`/api/parts/${part.id}/`)).json());
    expect(read.body_html).toBe(part.body_html);
  });

  it('refuses a reading with nothing left once cleaned (400 body_html)', async () => {
    const module = await newModule('Solo script');
    const lesson = await newLesson(module.id, 'Vacía');
    const response = await call('POST', `/api/console/lessons/${lesson.id}/parts/`, impulsaEditor, {
      title: 'Nada',
      kind: 'reading',
      body_html: '<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'body_html', reason: expect.any(String) }]);
  });
});

describe('edit conflicts', () => {
  it('answers the second save from the same version 409 edit_conflict with the item as it is now', async () => {
    const module = await newModule('Dos editoras');
    const lesson = await newLesson(module.id, 'Original');
    const save = (title: string) =>
      call('PUT', `/api/console/lessons/${lesson.id}/`, impulsaEditor, { title, version: lesson.version });
    expect((await save('Primera versión')).statusCode).toBe(200);
    const second = await save('Segunda versión');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'edit_conflict', current: { title: 'Primera versión', version: 2 } });

    const part = await newReading(lesson.id, '<p>Uno</p>');
    const partSave = () =>
      call('PUT', `/api/console/parts/${part.id}/`, impulsaEditor, {
        title: 'Lectura',
        kind: 'reading',
        body_html: '<p>Dos</p>',
        version: part.version,
      });
    expect((await partSave()).statusCode).toBe(200);
    expect((await partSave()).json()).toMatchObject({ error: 'edit_conflict', current: { version: 2 } });

    const moduleSave = () =>
      call('PUT', `/api/console/modules/${module.id}/publication/`, impulsaEditor, { published: true, version: 1 });
    expect((await moduleSave()).statusCode).toBe(200);
    expect((await moduleSave()).statusCode).toBe(409);
  });
});

describe('ally scoping', () => {
  it("gives a crecer editor nothing of impulsa's: not in the list, 404 by id, 403 naming impulsa", async () => {
    const module = await newModule('Solo de impulsa');
    const lesson = await newLesson(module.id, 'Lección de impulsa');
    const part = await newReading(lesson.id, '<p>Privado</p>');

    const list = consoleModulesResponse.parse(
      (await call('GET', '/api/console/modules/', crecerEditor, undefined, 'crecer')).json(),
    );
    expect(list.results.map((item) => item.id)).not.toContain(module.id);

    const asCrecer = (method: Method, url: string, payload?: unknown) =>
      call(method, url, crecerEditor, payload, 'crecer');
    expect((await asCrecer('GET', `/api/console/modules/${module.id}/`)).statusCode).toBe(404);
    expect((await asCrecer('GET', `/api/console/lessons/${lesson.id}/`)).statusCode).toBe(404);
    expect((await asCrecer('PUT', `/api/console/modules/${module.id}/`, { title: 'Mío', version: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await asCrecer('PUT', `/api/console/lessons/${lesson.id}/publication/`, { published: true, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await asCrecer('POST', `/api/console/lessons/${lesson.id}/parts/`, {
          title: 'x',
          kind: 'reading',
          body_html: '<p>x</p>',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asCrecer('PUT', `/api/console/parts/${part.id}/`, {
          title: 'x',
          kind: 'reading',
          body_html: '<p>x</p>',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await asCrecer('DELETE', `/api/console/parts/${part.id}/?confirm=true`)).statusCode).toBe(404);
    expect((await asCrecer('DELETE', `/api/console/modules/${module.id}/?confirm=true`)).statusCode).toBe(404);
    expect((await asCrecer('PUT', '/api/console/modules/order/', { ids: [module.id] })).statusCode).toBe(400);

    const named = await call('GET', `/api/console/modules/${module.id}/`, crecerEditor, undefined, 'impulsa');
    expect(named.statusCode).toBe(403);
    expect(named.json().error).toBe('wrong_ally');
    // Nothing changed for its owner.
    const mine = consoleLessonDetail.parse(
      (await call('GET', `/api/console/lessons/${lesson.id}/`, impulsaEditor)).json(),
    );
    expect(mine).toMatchObject({ title: 'Lección de impulsa', published_at: null, version: 1 });
    expect(mine.parts).toHaveLength(1);
  });

  it('refuses learners (403)', async () => {
    expect((await call('GET', '/api/console/modules/', maria)).statusCode).toBe(403);
  });
});

describe('deleting what learners have records in', () => {
  it("asks first (409 has_learner_records with the counts), then archives the lesson and keeps María's records", async () => {
    const id = await lessonId(ctx.db, 'Calcula el costo real de tus productos');
    const parts = (
      await ctx.db.select({ id: lessonParts.id }).from(lessonParts).where(eq(lessonParts.lessonId, id))
    ).map((part) => part.id);
    const completions = () =>
      ctx.db
        .select({ partId: partCompletions.partId })
        .from(partCompletions)
        .where(inArray(partCompletions.partId, parts));
    const kept = (await completions()).length;
    expect(kept).toBeGreaterThan(0);

    const asked = await call('DELETE', `/api/console/lessons/${id}/`, impulsaEditor);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: 'has_learner_records', records: { completed_parts: kept } });
    expect(asked.json().records.learners).toBeGreaterThan(0);
    expect((await learnerGet(`/api/lessons/${id}/`)).statusCode).toBe(200);

    const confirmed = await call('DELETE', `/api/console/lessons/${id}/?confirm=true`, impulsaEditor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ archived: true });
    expect((await learnerGet(`/api/lessons/${id}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/lessons/${id}/`, impulsaEditor)).statusCode).toBe(404);
    expect((await completions()).length).toBe(kept);
    const [row] = await ctx.db.select({ archivedAt: lessons.archivedAt }).from(lessons).where(eq(lessons.id, id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
  });

  it('removes a draft nobody has opened without asking', async () => {
    const module = await newModule('Borrador para borrar');
    await newLesson(module.id, 'Nadie la abrió');
    const response = await call('DELETE', `/api/console/modules/${module.id}/`, impulsaEditor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ archived: false });
    expect((await call('GET', `/api/console/modules/${module.id}/`, impulsaEditor)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    const module = await newModule('Entradas malas');
    const lesson = await newLesson(module.id, 'Con partes malas');
    const cases: [string, Method, string, unknown, string][] = [
      ['an empty title', 'POST', '/api/console/modules/', { title: '  ' }, 'title'],
      [
        'a javascript: cover',
        'POST',
        '/api/console/modules/',
        { title: 'x', cover_image_url: 'javascript:alert(1)' },
        'cover_image_url',
      ],
      ['a country the ally does not serve', 'POST', '/api/console/modules/', { title: 'x', country: 'zz' }, 'country'],
      [
        'a business type that does not exist',
        'POST',
        '/api/console/modules/',
        { title: 'x', business_type_ids: [99999] },
        'business_type_ids',
      ],
      ['a save without its version', 'PUT', `/api/console/modules/${module.id}/`, { title: 'x' }, 'version'],
      [
        'a negative duration',
        'POST',
        `/api/console/modules/${module.id}/lessons/`,
        { title: 'x', duration_minutes: -1 },
        'duration_minutes',
      ],
      [
        'a video without its file',
        'POST',
        `/api/console/lessons/${lesson.id}/parts/`,
        { title: 'x', kind: 'video' },
        'media_url',
      ],
      [
        'captions on a download',
        'POST',
        `/api/console/lessons/${lesson.id}/parts/`,
        { title: 'x', kind: 'download', media_url: '/media/a.pdf', captions_url: '/media/a.vtt' },
        'captions_url',
      ],
      [
        'an unknown kind of part',
        'POST',
        `/api/console/lessons/${lesson.id}/parts/`,
        { title: 'x', kind: 'quiz' },
        'kind',
      ],
      [
        'a publication that is not yes or no',
        'PUT',
        `/api/console/lessons/${lesson.id}/publication/`,
        { published: 'sí', version: 1 },
        'published',
      ],
      [
        'confirm that is not true or false',
        'DELETE',
        `/api/console/lessons/${lesson.id}/?confirm=yes`,
        undefined,
        'confirm',
      ],
    ];
    for (const [tried, method, url, payload, field] of cases) {
      const response = await call(method, url, impulsaEditor, payload);
      expect(response.statusCode, `${tried}: ${response.body}`).toBe(400);
      const fields = (response.json().fields as { field: string }[]).map((item) => item.field);
      expect(fields, tried).toContain(field);
    }
    expect((await call('GET', '/api/console/modules/uno/', impulsaEditor)).statusCode).toBe(400);
  });
});
