import { introduction, lessonDetail, partDetail, partsResponse } from '@aula/contracts/lessons';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, completePart, doPart, lessonId, moduleId, partIds } from './helpers/content';

let maria: string;
let jose: string;
// The server's clock, moved by hand while parts are done (services/part-progress.ts).
const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
}, 30_000);

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('parts and progress', () => {
  it('derives the lesson progress from the parts done, not from the parts opened', async () => {
    const title = 'Planea tu flujo de efectivo';
    const id = await lessonId(ctx.db, title);
    const [first, second, check] = await partIds(ctx.db, title);
    const before = partsResponse.parse((await get(`/api/lessons/${id}/parts/`, maria)).json());
    // A video, a download and the lesson's check.
    expect(before.results.map((part) => part.completed)).toEqual([false, false, false]);

    const opened = partDetail.parse((await get(`/api/parts/${first}/`, maria)).json());
    expect(opened).toMatchObject({ id: first, lesson_id: id, completed: false, lesson_progress: 0 });
    // The demo media the API serves itself (apps/api/media), with its captions beside the video.
    expect(opened.media_url).toBe('/media/demo/clase-demo.webm');
    expect(opened.captions_url).toBe('/media/demo/clase-demo.vtt');
    expect((await doPart(ctx.app, maria, first ?? 0, clock)).lesson_progress).toBe(33);
    expect(lessonDetail.parse((await get(`/api/lessons/${id}/`, maria)).json()).progress).toBe(33);

    await doPart(ctx.app, maria, second ?? 0, clock);
    expect(lessonDetail.parse((await get(`/api/lessons/${id}/`, maria)).json()).progress).toBe(67);
    await completePart(ctx.app, ctx.db, maria, check ?? 0, clock);
    const after = partsResponse.parse((await get(`/api/lessons/${id}/parts/`, maria)).json());
    expect(after.results.every((part) => part.completed)).toBe(true);
    expect(lessonDetail.parse((await get(`/api/lessons/${id}/`, maria)).json()).progress).toBe(100);
  });

  it("does not count one learner's progress for another", async () => {
    const title = 'Cierra la venta con confianza';
    const id = await lessonId(ctx.db, title);
    const [part] = await partIds(ctx.db, title);
    // María finished this module in the seed; José belongs to another ally and cannot even see it.
    expect((await get(`/api/parts/${part}/`, jose)).statusCode).toBe(404);
    expect((await get(`/api/lessons/${id}/parts/`, jose)).statusCode).toBe(404);
  });

  it('gives reading parts escaped HTML and no media', async () => {
    const [, reading] = await partIds(ctx.db, 'Conoce a tu cliente ideal');
    const part = partDetail.parse((await get(`/api/parts/${reading}/`, maria)).json());
    expect(part).toMatchObject({ kind: 'reading', media_url: null });
    expect(part.body_html).toMatch(/^<p>.+<\/p>$/);
  });

  it('answers 404 for an unknown part and 400 for a negative id', async () => {
    expect((await get('/api/parts/999999/', maria)).statusCode).toBe(404);
    expect((await get('/api/parts/-1/', maria)).statusCode).toBe(400);
  });
});

describe('introductions', () => {
  it("returns a lesson's introduction with the video of its first video part", async () => {
    const id = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
    const intro = introduction.parse((await get(`/api/introductions/${id}/`, maria)).json());
    expect(intro).toMatchObject({ id, title: 'Conoce a tu cliente ideal' });
    expect(intro.video_url).toBe('/media/demo/clase-demo.webm');
  });

  it("returns a module's introduction from its description", async () => {
    const id = await moduleId(ctx.db, 'Finanzas claras para tu negocio');
    const intro = introduction.parse((await get(`/api/explore_introductions/${id}/`, maria)).json());
    expect(intro.body_html).toContain('flujo de efectivo');
  });

  it("answers 404 for another ally's lesson or module and for a module scoped to another country", async () => {
    expect(
      (await get(`/api/introductions/${await lessonId(ctx.db, 'Cuenta tu inventario en una hora')}/`, maria))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/explore_introductions/${await moduleId(ctx.db, 'Inventario sin sorpresas')}/`, maria))
        .statusCode,
    ).toBe(404);
    const colombia = await moduleId(ctx.db, 'Facturación electrónica en Colombia');
    expect((await get(`/api/explore_introductions/${colombia}/`, maria)).statusCode).toBe(404);
  });
});
