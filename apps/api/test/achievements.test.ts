import { achievement, achievementsResponse, prizeAccess } from '@aula/contracts/achievements';
import { catalogList } from '@aula/contracts/catalogs';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { achievementId, bearer, completePart, moduleId, partIds } from './helpers/content';

let maria: string;
let jose: string;
// The server's clock, moved by hand while parts are done (services/part-progress.ts).
const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
}, 30_000);

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/achievements/', () => {
  it("lists the ally's achievements visible in the learner's country with progress toward each", async () => {
    const { results } = achievementsResponse.parse((await get('/api/achievements/', maria)).json());
    expect(results.map((a) => [a.title, a.progress.completed, a.progress.total, a.earned])).toEqual([
      ['Estrella de ventas', 3, 3, true],
      ['Finanzas en orden', 2, 3, false],
    ]);
    expect(results[0]?.earned_at).not.toBeNull();
    expect(results[1]).toMatchObject({ progress: { percent: 67 }, earned_at: null, prize: { kind: 'report' } });
  });

  it('earns the achievement once the last part of the module is completed', async () => {
    const id = await achievementId(ctx.db, 'Finanzas en orden');
    expect((await get(`/api/achievements/${id}/prize_access/`, maria)).json()).toMatchObject({ error: 'not_earned' });
    for (const part of await partIds(ctx.db, 'Planea tu flujo de efectivo')) {
      await completePart(ctx.app, ctx.db, maria, part, clock);
    }
    const earned = achievement.parse((await get(`/api/achievements/${id}/`, maria)).json());
    expect(earned).toMatchObject({ earned: true, progress: { completed: 3, total: 3, percent: 100 } });
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/achievements/')).statusCode).toBe(401);
  });
});

describe('GET /api/achievements/{id}/', () => {
  it("answers 404 for another ally's achievement and 400 for a non-numeric id", async () => {
    const crecer = await achievementId(ctx.db, 'Tienda digital');
    expect((await get(`/api/achievements/${crecer}/`, maria)).statusCode).toBe(404);
    expect((await get('/api/achievements/x/', maria)).statusCode).toBe(400);
  });
});

describe('GET /api/achievements/{id}/prize_access/', () => {
  it('answers 403 not_earned until the module is finished', async () => {
    const id = await achievementId(ctx.db, 'Tienda digital');
    const response = await get(`/api/achievements/${id}/prize_access/`, jose);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'not_earned' });
  });

  it('gives the webinar schedule of an earned webinar prize, without the join link before redeeming', async () => {
    const id = await achievementId(ctx.db, 'Estrella de ventas');
    const access = prizeAccess.parse((await get(`/api/achievements/${id}/prize_access/`, maria)).json());
    expect(access).toMatchObject({
      kind: 'webinar',
      report_path: null,
      webinar: { join_url: null, duration_minutes: 60 },
    });
  });

  it("gives a signed report link for an earned report prize once the learner's business is complete", async () => {
    const id = await achievementId(ctx.db, 'Inventario al día');
    const access = prizeAccess.parse((await get(`/api/achievements/${id}/prize_access/`, jose)).json());
    expect(access.kind).toBe('report');
    const url = new URL(access.report_path ?? '', 'http://aula.test');
    expect(url.pathname).toBe('/reports/business/');
    // Signed for this learner and prize (test/reports.test.ts); the business is read by the report.
    expect([...url.searchParams.keys()]).toEqual(['token']);
  });

  it('says a physical prize needs the shipping address', async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    const access = prizeAccess.parse((await get(`/api/achievements/${id}/prize_access/`, jose)).json());
    expect(access).toMatchObject({ kind: 'physical', user_data_required: true, user_data_submitted: false });
  });
});

describe('GET /api/lesson_modules/{id}/ally_business_types/', () => {
  it('lists the business types the module is written for', async () => {
    const id = await moduleId(ctx.db, 'Inventario sin sorpresas');
    const types = catalogList.parse((await get(`/api/lesson_modules/${id}/ally_business_types/`, jose)).json());
    expect(types.map((type) => type.name)).toEqual(['Tienda de abarrotes', 'Papelería', 'Farmacia']);
  });

  it("answers 404 for another ally's module and 401 without a token", async () => {
    const id = await moduleId(ctx.db, 'Inventario sin sorpresas');
    expect((await get(`/api/lesson_modules/${id}/ally_business_types/`, maria)).statusCode).toBe(404);
    expect((await get(`/api/lesson_modules/${id}/ally_business_types/`)).statusCode).toBe(401);
  });
});
