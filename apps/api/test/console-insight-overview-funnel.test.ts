import { DEMO_PASSWORD, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  achievements,
  achievementUserData,
  allies,
  countries,
  lessonModules,
  lessonParts,
  lessonRatings,
  lessons,
  partCompletions,
  users,
  webinarCodes,
  webinars,
} from '../src/db/schema';
import { refreshInsightRollups } from '../src/services/insight';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;
// March 2024, far from the seed's own rows (written "now"): only this file's learners are in it.
const MARCH = 'from=2024-03-01&to=2024-03-31';
// April 2024: two learners who take some parts in the WhatsApp chat (issue 42).
const APRIL = 'from=2024-04-01&to=2024-04-30';
const at = (day: string) => new Date(`${day}T12:00:00Z`);

async function as(email: string, url: string, ally: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${login.json().token}`, 'x-aula-ally': ally },
  });
  return { status: response.statusCode, body: response.json() };
}

async function download(email: string, url: string, ally: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${login.json().token}`, 'x-aula-ally': ally },
  });
}

async function idOf<T extends { id: unknown; code: unknown }>(table: T, code: string): Promise<number> {
  const typed = table as unknown as typeof allies;
  const [row] = await ctx.db.select({ id: typed.id }).from(typed).where(eq(typed.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

/** The hand-made world: one impulsa module of three lessons (1, 2 and 1 parts), six learners. */
const world = { moduleId: 0, lessonIds: [] as number[] };

beforeAll(async () => {
  const impulsa = await idOf(allies, 'impulsa');
  const crecer = await idOf(allies, 'crecer');
  const mx = await idOf(countries, 'mx');
  const [module] = await ctx.db
    .insert(lessonModules)
    .values({
      allyId: impulsa,
      title: 'Embudo de prueba',
      description: '-',
      position: 999,
      publishedAt: at('2020-01-01'),
    })
    .returning({ id: lessonModules.id });
  if (!module) throw new Error('no module');
  world.moduleId = module.id;
  const parts: number[][] = [];
  for (const [index, count] of [1, 2, 1].entries()) {
    const [lesson] = await ctx.db
      .insert(lessons)
      .values({
        moduleId: module.id,
        title: `Lección ${index + 1}`,
        summary: '-',
        introduction: '-',
        position: index,
        publishedAt: at('2020-01-01'),
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('no lesson');
    world.lessonIds.push(lesson.id);
    const rows = await ctx.db
      .insert(lessonParts)
      .values(
        Array.from({ length: count }, (_, part) => ({
          lessonId: lesson.id,
          title: `Parte ${part + 1}`,
          kind: 'reading' as const,
          content: '-',
          position: part,
        })),
      )
      .returning({ id: lessonParts.id });
    parts.push(rows.map((row) => row.id));
  }
  const [l1, l2, l3] = parts as [number[], number[], number[]];
  const learner = async (name: string, allyId: number, registered: string) => {
    const [row] = await ctx.db
      .insert(users)
      .values({ name, email: `${name}@embudo.test`, allyId, countryId: mx, createdAt: at(registered) })
      .returning({ id: users.id });
    if (!row) throw new Error('no learner');
    return row.id;
  };
  const done = (userId: number, partIds: number[], day: string, channel: 'site' | 'chat' = 'site') =>
    ctx.db.insert(partCompletions).values(partIds.map((partId) => ({ userId, partId, completedAt: at(day), channel })));

  // A finishes the module in March and rates lesson 1 with 5; claims the prize, redeems a code.
  const a = await learner('ana', impulsa, '2024-03-02');
  await done(a, l1, '2024-03-05');
  await done(a, l2, '2024-03-06');
  await done(a, l3, '2024-03-07');
  await ctx.db
    .insert(lessonRatings)
    .values({ userId: a, lessonId: world.lessonIds[0] ?? 0, rating: 5, updatedAt: at('2024-03-06') });
  const [achievement] = await ctx.db
    .insert(achievements)
    .values({
      allyId: impulsa,
      moduleId: module.id,
      title: 'Embudo',
      description: '-',
      prizeKind: 'physical',
      prizeTitle: 'Caja',
      prizeDescription: '-',
    })
    .returning({ id: achievements.id });
  await ctx.db
    .insert(achievementUserData)
    .values({ userId: a, achievementId: achievement?.id ?? 0, address: {}, createdAt: at('2024-03-09') });
  const [webinar] = await ctx.db
    .insert(webinars)
    .values({
      allyId: impulsa,
      title: 'W',
      startsAt: at('2024-04-01'),
      durationMinutes: 60,
      joinUrl: 'https://example.com/w',
    })
    .returning({ id: webinars.id });
  await ctx.db
    .insert(webinarCodes)
    .values({ webinarId: webinar?.id ?? 0, code: 'EMBUDO-1', redeemedBy: a, redeemedAt: at('2024-03-08') });

  // B finishes lesson 1 (rates it 3), does half of lesson 2, and stops there.
  const b = await learner('beto', impulsa, '2024-03-03');
  await done(b, l1, '2024-03-10');
  await done(b, l2.slice(0, 1), '2024-03-11');
  await ctx.db
    .insert(lessonRatings)
    .values({ userId: b, lessonId: world.lessonIds[0] ?? 0, rating: 3, updatedAt: at('2024-03-10') });

  // C registered and began in February (the period before), and came back once in March.
  const c = await learner('cata', impulsa, '2024-02-10');
  await done(c, l1, '2024-02-15');
  await done(c, l2.slice(0, 1), '2024-03-20');

  // D is crecer's: nothing of D may show for impulsa.
  const d = await learner('dani', crecer, '2024-03-04');
  await done(d, [...l1, ...l2, ...l3], '2024-03-12');

  // April, partly in the chat. G does lesson 1 on the site, then lesson 2's first part on the site
  // and its last in the chat (lesson 2 finished in the chat), and stops there.
  const g = await learner('gabi', impulsa, '2024-04-02');
  await done(g, l1, '2024-04-05');
  await done(g, l2.slice(0, 1), '2024-04-06');
  await done(g, l2.slice(1), '2024-04-07', 'chat');
  // E does lesson 1 in the chat, lesson 2's first part in the chat and its last on the site
  // (lesson 2 finished on the site), then lesson 3 in the chat: the module finished in the chat.
  const e = await learner('eli', impulsa, '2024-04-03');
  await done(e, l1, '2024-04-05', 'chat');
  await done(e, l2.slice(0, 1), '2024-04-08', 'chat');
  await done(e, l2.slice(1), '2024-04-09');
  await done(e, l3, '2024-04-10', 'chat');

  await refreshInsightRollups(ctx.db);
});

describe('insight overview', () => {
  it('counts the period and the one before it, with the change, for the acting ally only', async () => {
    const { status, body } = await as(impulsaEditor.email, `/api/console/insight/overview/?${MARCH}`, 'impulsa');
    expect(status).toBe(200);
    expect(body.period).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    // March has 31 days: the period before is the 31 days up to February 29.
    expect(body.previous).toEqual({ from: '2024-01-30', to: '2024-02-29' });
    expect(body.figures).toEqual({
      registrations: { value: 2, previous: 1, change: 1 },
      activeLearners7: { value: 0, previous: 0, change: null },
      activeLearners30: { value: 3, previous: 1, change: 2 },
      lessonsCompleted: { value: 4, previous: 1, change: 3 },
      modulesCompleted: { value: 1, previous: 0, change: null },
      // Every part of March and February was done on the site.
      partsInChatShare: { value: 0, previous: 0, change: null },
      achievementsGranted: { value: 1, previous: 0, change: null },
      prizesClaimed: { value: 1, previous: 0, change: null },
      webinarCodesRedeemed: { value: 1, previous: 0, change: null },
      // Nobody finished a certifying module in March (check-results.test.ts counts them).
      certificatesIssued: { value: 0, previous: 0, change: null },
      certificatesRevoked: { value: 0, previous: 0, change: null },
      averageRating: { value: 4, previous: 0, change: null },
    });
    expect(body.ratings).toEqual({ value: 2, previous: 0, change: null });
  });

  it('gives the share of the parts done in the chat, against none in the period before', async () => {
    const { body } = await as(impulsaEditor.email, `/api/console/insight/overview/?${APRIL}`, 'impulsa');
    // April: 3 parts on the site and 4 in the chat; March (the period before): 7 parts, all on the site.
    expect(body.figures.partsInChatShare).toEqual({ value: 4 / 7, previous: 0, change: null });
  });

  it("gives crecer only crecer's learner", async () => {
    const { body } = await as(crecerEditor.email, `/api/console/insight/overview/?${MARCH}`, 'crecer');
    expect(body.figures.registrations.value).toBe(1);
    expect(body.figures.activeLearners30.value).toBe(1);
    // D's three lessons (of impulsa's module: the rows are made by hand) count for D's own ally.
    expect(body.figures.lessonsCompleted.value).toBe(3);
    expect(body.figures.modulesCompleted.value).toBe(1);
    expect(body.figures.prizesClaimed.value).toBe(0);
    expect(body.figures.averageRating.value).toBe(0);
  });

  it('narrows to a country of the ally (none of the four is in Peru)', async () => {
    const { body } = await as(impulsaAdmin.email, `/api/console/insight/overview/?${MARCH}&country=pe`, 'impulsa');
    expect(body.figures.registrations.value).toBe(0);
    expect(body.figures.lessonsCompleted.value).toBe(0);
  });

  it.each([
    ['a country crecer does not serve (pe)', 'country=pe', 'country'],
    ['from after to', 'from=2024-03-31&to=2024-03-01', 'from'],
    ['a period of three years', 'from=2021-01-01&to=2024-01-01', 'from'],
    ['a business type that is a word', 'businessType=fonda', 'businessType'],
  ])('refuses %s with 400 naming the field', async (_what, query, field) => {
    const { status, body } = await as(crecerEditor.email, `/api/console/insight/overview/?${query}`, 'crecer');
    expect(status).toBe(400);
    expect(body.fields.map((one: { field: string }) => one.field)).toContain(field);
  });

  it('answers 403 to a learner and to a team member asking to compare allies', async () => {
    const learner = DEMO_USERS[0];
    if (!learner?.email) throw new Error('no demo learner with an email');
    expect((await as(learner.email, '/api/console/insight/overview/', 'impulsa')).status).toBe(403);
    expect((await as(impulsaAdmin.email, '/api/console/insight/overview/?ally=crecer', 'impulsa')).status).toBe(403);
  });

  it("offers the ally's countries in the filter bar", async () => {
    const impulsa = await as(impulsaEditor.email, '/api/console/insight/filters/', 'impulsa');
    const crecer = await as(crecerEditor.email, '/api/console/insight/filters/', 'crecer');
    expect(impulsa.body.countries.map((one: { code: string }) => one.code).sort()).toEqual(['co', 'mx', 'pe']);
    expect(crecer.body.countries.map((one: { code: string }) => one.code).sort()).toEqual(['co', 'mx']);
    expect(crecer.body.businessTypes.length).toBeGreaterThan(0);
  });
});

describe('insight funnel', () => {
  it('follows the learners who began a module in the period: reached, completed, where they stopped, ratings', async () => {
    const { status, body } = await as(impulsaEditor.email, `/api/console/insight/funnel/?${MARCH}`, 'impulsa');
    expect(status).toBe(200);
    const module = body.modules.find((one: { id: number }) => one.id === world.moduleId);
    const [l1, l2, l3] = world.lessonIds;
    // C began in February: not in March's cohort. D is crecer's.
    expect(module).toEqual({
      id: world.moduleId,
      title: 'Embudo de prueba',
      started: 2,
      finished: 1,
      finishedInChat: 0,
      // A's four parts and B's two, all on the site.
      partsOnSite: 6,
      partsInChat: 0,
      lessons: [
        {
          id: l1,
          title: 'Lección 1',
          reached: 2,
          completed: 2,
          completedInChat: 0,
          stoppedHere: 0,
          averageRating: 4,
          ratings: 2,
        },
        {
          id: l2,
          title: 'Lección 2',
          reached: 2,
          completed: 1,
          completedInChat: 0,
          stoppedHere: 1,
          averageRating: null,
          ratings: 0,
        },
        {
          id: l3,
          title: 'Lección 3',
          reached: 1,
          completed: 1,
          completedInChat: 0,
          stoppedHere: 0,
          averageRating: null,
          ratings: 0,
        },
      ],
    });
    // The seed's own modules had nobody begin them in March 2024.
    for (const other of body.modules.filter((one: { id: number }) => one.id !== world.moduleId)) {
      expect(other.started).toBe(0);
    }
  });

  it('counts a lesson as done in the chat when its last part was, and the parts by channel', async () => {
    const { body } = await as(impulsaEditor.email, `/api/console/insight/funnel/?${APRIL}`, 'impulsa');
    const module = body.modules.find((one: { id: number }) => one.id === world.moduleId);
    const [l1, l2, l3] = world.lessonIds;
    expect(module).toMatchObject({
      started: 2,
      finished: 1,
      // E finished it with lesson 3, done in the chat.
      finishedInChat: 1,
      // G: lesson 1 and lesson 2's first part; E: lesson 2's last part.
      partsOnSite: 3,
      // G: lesson 2's last part; E: lesson 1, lesson 2's first part and lesson 3.
      partsInChat: 4,
    });
    expect(
      module.lessons.map(({ id, completed, completedInChat }: Record<string, number>) => ({
        id,
        completed,
        completedInChat,
      })),
    ).toEqual([
      // E did it in the chat, G on the site.
      { id: l1, completed: 2, completedInChat: 1 },
      // G's last part of it was in the chat; E's on the site (E's first part in the chat does not count).
      { id: l2, completed: 2, completedInChat: 1 },
      { id: l3, completed: 1, completedInChat: 1 },
    ]);
  });

  it("shows crecer none of impulsa's modules", async () => {
    const { body } = await as(crecerEditor.email, `/api/console/insight/funnel/?${MARCH}`, 'crecer');
    expect(body.modules.some((one: { id: number }) => one.id === world.moduleId)).toBe(false);
    expect(body.modules.every((one: { started: number }) => one.started === 0)).toBe(true);
  });

  it('refuses a bad period with 400 on from', async () => {
    const { status, body } = await as(impulsaEditor.email, '/api/console/insight/funnel/?from=2024-02-30', 'impulsa');
    expect(status).toBe(400);
    expect(body.fields[0].field).toBe('from');
  });
});

describe('insight exports', () => {
  it('gives the overview as CSV with the same figures, and as XLSX', async () => {
    const csv = await download(impulsaEditor.email, `/api/console/insight/overview.csv?${MARCH}`, 'impulsa');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('resumen-2024-03-01-2024-03-31.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Figura,Periodo,Periodo anterior,Cambio');
    expect(lines).toContain('Registros,2,1,1');
    expect(lines).toContain('Lecciones terminadas,4,1,3');
    expect(lines).toContain('Módulos terminados,1,0,');
    expect(lines).toContain('Partes hechas por WhatsApp (de 0 a 1),0,0,');
    // The ten rollup figures, the certificates issued and revoked, and the heading.
    expect(lines).toHaveLength(13);
    expect(lines).toContain('Certificados emitidos,0,0,');
    const xlsx = await download(impulsaEditor.email, `/api/console/insight/overview.xlsx?${MARCH}`, 'impulsa');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("gives the funnel one row per lesson, the module's totals repeated", async () => {
    const csv = await download(impulsaEditor.email, `/api/console/insight/funnel.csv?${MARCH}`, 'impulsa');
    expect(csv.statusCode).toBe(200);
    const [l1, l2, l3] = world.lessonIds;
    const rows = csv.body.split('\r\n').filter((line) => line.startsWith(`${world.moduleId},`));
    expect(rows).toEqual([
      `${world.moduleId},Embudo de prueba,2,1,0,6,0,${l1},Lección 1,2,2,0,0,4,2`,
      `${world.moduleId},Embudo de prueba,2,1,0,6,0,${l2},Lección 2,2,1,0,1,,0`,
      `${world.moduleId},Embudo de prueba,2,1,0,6,0,${l3},Lección 3,1,1,0,0,,0`,
    ]);
    // April's: the parts by channel and the lessons and the module finished in the chat.
    const april = await download(impulsaEditor.email, `/api/console/insight/funnel.csv?${APRIL}`, 'impulsa');
    const aprilLines = april.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(aprilLines[0]).toBe(
      'ID módulo,Módulo,Empezaron,Terminaron el módulo,Terminaron el módulo por WhatsApp,' +
        'Partes hechas en el sitio,Partes hechas por WhatsApp,ID lección,Lección,Llegaron,' +
        'Terminaron la lección,Terminaron la lección por WhatsApp,Se detuvieron aquí,Calificación promedio,Calificaciones',
    );
    expect(aprilLines.filter((line) => line.startsWith(`${world.moduleId},`))).toEqual([
      `${world.moduleId},Embudo de prueba,2,1,1,3,4,${l1},Lección 1,2,2,1,0,,0`,
      `${world.moduleId},Embudo de prueba,2,1,1,3,4,${l2},Lección 2,2,2,1,1,,0`,
      `${world.moduleId},Embudo de prueba,2,1,1,3,4,${l3},Lección 3,1,1,1,0,,0`,
    ]);
    const xlsx = await download(impulsaEditor.email, `/api/console/insight/funnel.xlsx?${APRIL}`, 'impulsa');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const moduleRow = sheet.getRows(2, sheet.rowCount - 1)?.find((row) => row.getCell(1).value === world.moduleId);
    const cell = (name: string) => moduleRow?.getCell(header.indexOf(name) + 1).value;
    expect(cell('Terminaron el módulo por WhatsApp')).toBe(1);
    expect(cell('Partes hechas en el sitio')).toBe(3);
    expect(cell('Partes hechas por WhatsApp')).toBe(4);
    expect(cell('Terminaron la lección por WhatsApp')).toBe(1);
    // crecer's export has none of impulsa's module; a bad filter is refused before any byte is sent.
    const crecer = await download(crecerEditor.email, `/api/console/insight/funnel.csv?${MARCH}`, 'crecer');
    expect(crecer.body).not.toContain('Embudo de prueba');
    const refused = await download(crecerEditor.email, '/api/console/insight/funnel.csv?country=pe', 'crecer');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('country');
  });
});
