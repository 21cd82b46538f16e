import { DEMO_PASSWORD, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allies,
  businessProfiles,
  businessSurveys,
  countries,
  lessonModules,
  lessonParts,
  lessons,
  levelMaturity,
  partCompletions,
  users,
} from '../src/db/schema';
import { refreshInsightRollups } from '../src/services/insight';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;
// April 2023, far from the seed's own rows (written "now"): only this file's learners are in it.
const APRIL = 'from=2023-04-01&to=2023-04-30';
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const tokens = new Map<string, string>();

async function as(email: string, url: string, ally: string) {
  if (!tokens.has(email)) {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens.set(email, login.json().token);
  }
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email)}`, 'x-aula-ally': ally },
  });
}

const world = { impulsa: [] as number[], crecer: 0, moduleId: 0 };

beforeAll(async () => {
  const idOf = async (table: typeof allies | typeof countries, code: string) => {
    const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code));
    if (!row) throw new Error(`no ${code}`);
    return row.id;
  };
  const impulsa = await idOf(allies, 'impulsa');
  const crecer = await idOf(allies, 'crecer');
  const mx = await idOf(countries, 'mx');
  // crecer gets an admin of its own: the demo team has only its editor.
  await ctx.db.update(users).set({ access: 'ally_admin' }).where(eq(users.email, crecerEditor.email));

  const [module] = await ctx.db
    .insert(lessonModules)
    .values({
      allyId: impulsa,
      title: 'Módulo de aprendices',
      description: '-',
      position: 998,
      publishedAt: at('2020-01-01'),
    })
    .returning({ id: lessonModules.id });
  world.moduleId = module?.id ?? 0;
  const [lesson] = await ctx.db
    .insert(lessons)
    .values({
      moduleId: world.moduleId,
      title: 'L1',
      summary: '-',
      introduction: '-',
      position: 0,
      publishedAt: at('2020-01-01'),
    })
    .returning({ id: lessons.id });
  const [part] = await ctx.db
    .insert(lessonParts)
    .values({ lessonId: lesson?.id ?? 0, title: 'P1', kind: 'reading', content: '-', position: 0 })
    .returning({ id: lessonParts.id });

  const learner = async (name: string, allyId: number, extra: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name,
        email: `${name.toLowerCase().replaceAll(' ', '.')}@aprendices.test`,
        allyId,
        countryId: mx,
        createdAt: at('2023-04-02'),
        ...extra,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('no learner');
    return row.id;
  };
  // Seven impulsa learners (pages of 3: 3 + 3 + 1); the first with a phone, a business and a formula-like name.
  for (let n = 1; n <= 7; n += 1) {
    world.impulsa.push(
      await learner(
        n === 1 ? '=Zoe Quispe' : `Aprendiz ${n}`,
        impulsa,
        n === 1 ? { phoneNumber: '+525500000001' } : {},
      ),
    );
  }
  const first = world.impulsa[0] ?? 0;
  await ctx.db.insert(businessProfiles).values({ userId: first, businessName: 'Tortillería 50% Luz', city: 'Puebla' });
  await ctx.db.insert(partCompletions).values({ userId: first, partId: part?.id ?? 0, completedAt: at('2023-04-05') });
  const [level] = await ctx.db.select({ id: levelMaturity.id }).from(levelMaturity).limit(1);
  await ctx.db.insert(businessSurveys).values({
    userId: first,
    answers: [{ question: 'registra_ventas', value: 4 }],
    score: 3.5,
    levelMaturityId: level?.id ?? 0,
    createdAt: at('2023-04-06'),
  });
  world.crecer = await learner('Crecer Solo', crecer);
  await refreshInsightRollups(ctx.db);
});

describe('the learner list', () => {
  it('pages by key: 3 + 3 + 1, no one twice, only impulsa', async () => {
    const seen: number[] = [];
    let after = '';
    for (let page = 0; page < 3; page += 1) {
      const response = await as(
        impulsaAdmin.email,
        `/api/console/insight/learners/?${APRIL}&limit=3${after}`,
        'impulsa',
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      seen.push(...body.results.map((row: { id: number }) => row.id));
      after = body.next ? `&after=${body.next}` : '';
      expect(body.next === null).toBe(page === 2);
    }
    expect(seen).toEqual(world.impulsa);
  });

  it('shows the columns, the phone before the email', async () => {
    const body = (await as(impulsaAdmin.email, `/api/console/insight/learners/?${APRIL}&q=zoe`, 'impulsa')).json();
    expect(body.results).toEqual([
      {
        id: world.impulsa[0],
        name: '=Zoe Quispe',
        contact: '+525500000001',
        business: 'Tortillería 50% Luz',
        country: 'MX',
        city: 'Puebla',
        lessonsCompleted: 1,
        modulesCompleted: 1,
        lastActiveAt: '2023-04-05T12:00:00.000Z',
      },
    ]);
  });

  it('searches name, phone, email and business; % is a character, not a wildcard', async () => {
    const ids = async (q: string) =>
      (await as(impulsaAdmin.email, `/api/console/insight/learners/?${APRIL}&q=${encodeURIComponent(q)}`, 'impulsa'))
        .json()
        .results.map((row: { id: number }) => row.id);
    expect(await ids('5500000001')).toEqual([world.impulsa[0]]);
    expect(await ids('aprendiz.7@')).toEqual([world.impulsa[6]]);
    expect(await ids('50% luz')).toEqual([world.impulsa[0]]);
    expect(await ids('5%z')).toEqual([]);
    expect(await ids('crecer')).toEqual([]);
  });

  it('filters by a module begun', async () => {
    const body = (
      await as(impulsaAdmin.email, `/api/console/insight/learners/?${APRIL}&module=${world.moduleId}`, 'impulsa')
    ).json();
    expect(body.results.map((row: { id: number }) => row.id)).toEqual([world.impulsa[0]]);
  });

  it('gives crecer its own learner and none of impulsa, by list or search', async () => {
    const list = (await as(crecerEditor.email, `/api/console/insight/learners/?${APRIL}`, 'crecer')).json();
    expect(list.results.map((row: { id: number }) => row.id)).toEqual([world.crecer]);
    const search = (await as(crecerEditor.email, `/api/console/insight/learners/?${APRIL}&q=zoe`, 'crecer')).json();
    expect(search.results).toEqual([]);
  });

  it('is for admins: an editor gets 403 on the list, a page and the exports', async () => {
    for (const path of ['learners/', `learners/${world.impulsa[0]}/`, 'learners.csv', 'learners.xlsx']) {
      const response = await as(impulsaEditor.email, `/api/console/insight/${path}?${APRIL}`, 'impulsa');
      expect(response.statusCode, path).toBe(403);
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['after=-4', 'after'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['from=2023-04-31', 'from'],
    ['module=1.5', 'module'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await as(impulsaAdmin.email, `/api/console/insight/learners/?${query}`, 'impulsa');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe("a learner's page", () => {
  it('gives modules, achievements and survey answers, and records who opened it', async () => {
    const id = world.impulsa[0];
    const response = await as(impulsaAdmin.email, `/api/console/insight/learners/${id}/`, 'impulsa');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toMatchObject({ id, name: '=Zoe Quispe', phone: '+525500000001', business: 'Tortillería 50% Luz' });
    expect(body.modules).toEqual([
      {
        id: world.moduleId,
        title: 'Módulo de aprendices',
        lessonsCompleted: 1,
        lessonsTotal: 1,
        completedAt: '2023-04-05T12:00:00.000Z',
      },
    ]);
    expect(body.achievements).toEqual([]);
    expect(body.surveys).toEqual([
      { answeredAt: '2023-04-06T12:00:00.000Z', score: 3.5, answers: [{ question: 'registra_ventas', value: 4 }] },
    ]);

    const views = (await as(impulsaAdmin.email, `/api/console/insight/learners/${id}/views/`, 'impulsa')).json();
    expect(views.results[0]).toMatchObject({ viewer: impulsaAdmin.name });
    expect(Date.now() - Date.parse(views.results[0].viewedAt)).toBeLessThan(60_000);
  });

  it('is 404 for another ally: crecer cannot open an impulsa learner or its access log', async () => {
    const id = world.impulsa[0];
    expect((await as(crecerEditor.email, `/api/console/insight/learners/${id}/`, 'crecer')).statusCode).toBe(404);
    expect((await as(crecerEditor.email, `/api/console/insight/learners/${id}/views/`, 'crecer')).statusCode).toBe(404);
    // And the refused look is not logged as a view.
    const views = (await as(impulsaAdmin.email, `/api/console/insight/learners/${id}/views/`, 'impulsa')).json();
    expect(views.results.every((row: { viewer: string }) => row.viewer !== crecerEditor.name)).toBe(true);
  });

  it('answers 400 for a learner id that is not a number', async () => {
    const response = await as(impulsaAdmin.email, '/api/console/insight/learners/abc/', 'impulsa');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('learnerId');
  });
});

describe('the learner exports', () => {
  it('streams the filtered list as CSV: BOM, headings, formula guard, same rows as the list', async () => {
    const response = await as(impulsaAdmin.email, `/api/console/insight/learners.csv?${APRIL}`, 'impulsa');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('aprendices-2023-04-01-2023-04-30.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Nombre,Teléfono o correo,Negocio,País,Ciudad,Lecciones completadas,Módulos completados,Última actividad',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(world.impulsa);
    // A phone starts with +, which a spreadsheet would compute: it is defused like the name. The last
    // activity (12:00 UTC) reads as the clock in impulsa's Mexico City read it (06:00), not in UTC.
    expect(lines[1]).toBe(
      `${world.impulsa[0]},'=Zoe Quispe,'+525500000001,Tortillería 50% Luz,MX,Puebla,1,1,2023-04-05 06:00`,
    );
  });

  it('gives crecer none of impulsa in its export', async () => {
    const response = await as(crecerEditor.email, `/api/console/insight/learners.csv?${APRIL}`, 'crecer');
    const ids = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([world.crecer]);
  });

  it('streams an XLSX exceljs reads back with the same rows', async () => {
    const response = await as(impulsaAdmin.email, `/api/console/insight/learners.xlsx?${APRIL}&q=zoe`, 'impulsa');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getCell('A2').value).toBe(world.impulsa[0]);
    expect(sheet?.getCell('B2').value).toBe("'=Zoe Quispe");
    // The phone as it reads (an XLSX text cell computes nothing): no apostrophe in sight.
    expect(sheet?.getCell('C2').value).toBe('+525500000001');
  });

  it('refuses a bad filter with 400, not a half-written file', async () => {
    const response = await as(impulsaAdmin.email, '/api/console/insight/learners.csv?to=2023-02-30', 'impulsa');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('to');
  });
});

describe("the list's stoppedAt: the funnel's learners who stopped at a lesson", () => {
  // A module of three lessons begun in April by learners 2, 3 and 4 (stopped at A, stopped at B,
  // finished) and in March by learner 5 (stopped at A, but not April's cohort).
  const stop = { moduleId: 0, a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    const [module] = await ctx.db
      .insert(lessonModules)
      .values({
        allyId: impulsa?.id ?? 0,
        title: 'Módulo con abandono',
        description: '-',
        position: 999,
        publishedAt: at('2020-01-01'),
      })
      .returning({ id: lessonModules.id });
    stop.moduleId = module?.id ?? 0;
    const parts: number[] = [];
    for (const [position, title] of ['A', 'B', 'C'].entries()) {
      const [lesson] = await ctx.db
        .insert(lessons)
        .values({
          moduleId: stop.moduleId,
          title,
          summary: '-',
          introduction: '-',
          position,
          publishedAt: at('2020-01-01'),
        })
        .returning({ id: lessons.id });
      const [part] = await ctx.db
        .insert(lessonParts)
        .values({ lessonId: lesson?.id ?? 0, title: `${title}1`, kind: 'reading', content: '-', position: 0 })
        .returning({ id: lessonParts.id });
      if (title === 'A') stop.a = lesson?.id ?? 0;
      if (title === 'B') stop.b = lesson?.id ?? 0;
      if (title === 'C') stop.c = lesson?.id ?? 0;
      parts.push(part?.id ?? 0);
    }
    const done = (learner: number | undefined, lessonsDone: number, day: string) =>
      parts.slice(0, lessonsDone).map((partId) => ({ userId: learner ?? 0, partId, completedAt: at(day) }));
    await ctx.db
      .insert(partCompletions)
      .values([
        ...done(world.impulsa[1], 1, '2023-04-10'),
        ...done(world.impulsa[2], 2, '2023-04-11'),
        ...done(world.impulsa[3], 3, '2023-04-12'),
        ...done(world.impulsa[4], 1, '2023-03-20'),
      ]);
    await refreshInsightRollups(ctx.db);
  });

  const idsOf = async (query: string, email = impulsaAdmin.email) => {
    const response = await as(email, `/api/console/insight/learners/?${APRIL}&${query}`, 'impulsa');
    expect(response.statusCode, query).toBe(200);
    return response.json().results.map((row: { id: number }) => row.id);
  };

  it("lists each lesson's stopped learners, not those who went on, finished or began in another period", async () => {
    expect(await idsOf(`module=${stop.moduleId}&stoppedAt=${stop.a}`)).toEqual([world.impulsa[1]]);
    expect(await idsOf(`module=${stop.moduleId}&stoppedAt=${stop.b}`)).toEqual([world.impulsa[2]]);
    expect(await idsOf(`module=${stop.moduleId}&stoppedAt=${stop.c}`)).toEqual([]);
    // Without stoppedAt, the module filter keeps every learner of the period who ever began it (March's too).
    expect(await idsOf(`module=${stop.moduleId}`)).toEqual(world.impulsa.slice(1, 5));
  });

  it('says the same people as the funnel counts for each lesson', async () => {
    const funnel = (await as(impulsaAdmin.email, `/api/console/insight/funnel/?${APRIL}`, 'impulsa')).json();
    const module = funnel.modules.find((row: { id: number }) => row.id === stop.moduleId);
    for (const lesson of module.lessons as { id: number; stoppedHere: number }[]) {
      expect((await idsOf(`module=${stop.moduleId}&stoppedAt=${lesson.id}`)).length, `lesson ${lesson.id}`).toBe(
        lesson.stoppedHere,
      );
    }
  });

  it('filters the CSV the same way, combined with a search', async () => {
    const csvIds = async (query: string) =>
      (await as(impulsaAdmin.email, `/api/console/insight/learners.csv?${APRIL}&${query}`, 'impulsa')).body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
    expect(await csvIds(`module=${stop.moduleId}&stoppedAt=${stop.b}`)).toEqual([world.impulsa[2]]);
    expect(await csvIds(`module=${stop.moduleId}&stoppedAt=${stop.b}&q=aprendiz 2`)).toEqual([]);
    expect(await idsOf(`module=${stop.moduleId}&stoppedAt=${stop.a}&q=aprendiz 2`)).toEqual([world.impulsa[1]]);
  });

  it('stays an admin answer: an editor gets 403 with stoppedAt too', async () => {
    const response = await as(
      impulsaEditor.email,
      `/api/console/insight/learners/?${APRIL}&module=${stop.moduleId}&stoppedAt=${stop.a}`,
      'impulsa',
    );
    expect(response.statusCode).toBe(403);
  });

  // Bad input tried: a stoppedAt with no module, a lesson of another module, not a number, zero,
  // and the same on the CSV (refused before any byte of the file).
  it.each([
    ['list without module', 'learners/', () => `stoppedAt=${stop.a}`, 'needs module'],
    [
      'list, lesson of another module',
      'learners/',
      () => `module=${world.moduleId}&stoppedAt=${stop.a}`,
      'not a lesson',
    ],
    ['list, not a number', 'learners/', () => `module=${stop.moduleId}&stoppedAt=abc`, 'must be a number'],
    ['list, zero', 'learners/', () => `module=${stop.moduleId}&stoppedAt=0`, 'must be positive'],
    ['csv without module', 'learners.csv', () => `stoppedAt=${stop.a}`, 'needs module'],
    [
      'xlsx, lesson of another module',
      'learners.xlsx',
      () => `module=${world.moduleId}&stoppedAt=${stop.b}`,
      'not a lesson',
    ],
  ])('answers 400 naming stoppedAt: %s', async (_name, path, query, reason) => {
    const response = await as(impulsaAdmin.email, `/api/console/insight/${path}?${APRIL}&${query()}`, 'impulsa');
    expect(response.statusCode).toBe(400);
    const body = JSON.stringify(response.json());
    expect(body).toContain('stoppedAt');
    expect(body).toContain(reason);
  });
});
