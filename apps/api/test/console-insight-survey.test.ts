import { DEMO_PASSWORD, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allies,
  businessProfiles,
  businessSurveys,
  businessTypes,
  countries,
  levelMaturity,
  users,
} from '../src/db/schema';
import { refreshInsightRollups } from '../src/services/insight';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;
// March 2024, far from the seed's own rows (written "now"): only this file's learners are in it.
const MARCH = 'from=2024-03-01&to=2024-03-31';
const at = (day: string) => new Date(`${day}T12:00:00Z`);

async function fetchAs(email: string, url: string, ally: string) {
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

async function as(email: string, url: string, ally: string) {
  const response = await fetchAs(email, url, ally);
  return { status: response.statusCode, body: response.json() };
}

/** The CSV's lines as cells (no cell of these files holds a comma, a quote or a line break). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

const world = { shop: 0, shopName: '', food: 0, foodName: '', level: 0, levelName: '' };
const empty = { counts: [0, 0, 0, 0, 0], answered: 0, average: null };

beforeAll(async () => {
  const ally = async (code: string) => (await ctx.db.select().from(allies).where(eq(allies.code, code)))[0]?.id ?? 0;
  const country = async (code: string) =>
    (await ctx.db.select().from(countries).where(eq(countries.code, code)))[0]?.id ?? 0;
  const [impulsa, crecer, mx, co] = await Promise.all([ally('impulsa'), ally('crecer'), country('mx'), country('co')]);
  const [shop, food] = await ctx.db.select().from(businessTypes).orderBy(asc(businessTypes.id)).limit(2);
  const [level] = await ctx.db.select().from(levelMaturity).orderBy(asc(levelMaturity.id)).limit(1);
  if (!shop || !food || !level) throw new Error('the seed has no business types or maturity levels');
  Object.assign(world, {
    shop: shop.id,
    shopName: shop.name,
    food: food.id,
    foodName: food.name,
    level: level.id,
    levelName: level.name,
  });

  const learner = async (name: string, allyId: number, countryId: number, businessTypeId: number | null) => {
    const [row] = await ctx.db
      .insert(users)
      .values({ name, email: `${name}@encuesta.test`, allyId, countryId, createdAt: at('2024-02-01') })
      .returning({ id: users.id });
    if (!row) throw new Error('no learner');
    if (businessTypeId !== null) await ctx.db.insert(businessProfiles).values({ userId: row.id, businessTypeId });
    return row.id;
  };
  const survey = (userId: number, day: string, answers: Record<string, number>) =>
    ctx.db.insert(businessSurveys).values({
      userId,
      answers: Object.entries(answers).map(([question, value]) => ({ question, value })),
      score: 0,
      levelMaturityId: level.id,
      createdAt: at(day),
    });

  // Ana (mx, shop): February 1 and 2, March 4 and 2: sales improved, accounts the same.
  const ana = await learner('ana', impulsa, mx, shop.id);
  await survey(ana, '2024-02-10', { registra_ventas: 1, separa_cuentas: 2 });
  await survey(ana, '2024-03-10', { registra_ventas: 4, separa_cuentas: 2 });
  // Beto (co, food): twice in March, 3 then 2 (worse), accounts 5 both times.
  const beto = await learner('beto', impulsa, co, food.id);
  await survey(beto, '2024-03-05', { registra_ventas: 3, separa_cuentas: 5 });
  await survey(beto, '2024-03-20', { registra_ventas: 2, separa_cuentas: 5 });
  // Cata (mx, no business profile): her only survey is in April, outside the period.
  const cata = await learner('cata', impulsa, mx, null);
  await survey(cata, '2024-04-02', { registra_ventas: 5 });
  // Dani is crecer's: nothing of Dani may show for impulsa.
  const dani = await learner('dani', crecer, mx, shop.id);
  await survey(dani, '2024-03-12', { registra_ventas: 5, planea_metas: 1 });
  // The results read the rollups (insight_surveys, insight_learner_summary), as of their last refresh.
  await refreshInsightRollups(ctx.db);
});

describe('survey and profile results', () => {
  it('gives each question its last answers in the period, by country and business type, and first vs last', async () => {
    const { status, body } = await as(impulsaEditor.email, `/api/console/insight/survey/?${MARCH}`, 'impulsa');
    expect(status).toBe(200);
    expect(body.respondents).toBe(2);
    expect(body.questions.map((one: { question: string }) => one.question)).toEqual([
      'registra_ventas',
      'separa_cuentas',
      'conoce_costos',
      'controla_inventario',
      'vende_en_linea',
      'planea_metas',
    ]);
    const [sales, accounts, costs] = body.questions;
    // Ana's last answer is 4 (March 10), Beto's 2 (March 20).
    expect(sales.all).toEqual({ counts: [0, 1, 0, 1, 0], answered: 2, average: 3 });
    expect(sales.byCountry).toEqual([
      { country: 'co', counts: [0, 1, 0, 0, 0], answered: 1, average: 2 },
      { country: 'mx', counts: [0, 0, 0, 1, 0], answered: 1, average: 4 },
    ]);
    expect(sales.byBusinessType).toEqual([
      { businessTypeId: world.shop, name: world.shopName, counts: [0, 0, 0, 1, 0], answered: 1, average: 4 },
      { businessTypeId: world.food, name: world.foodName, counts: [0, 1, 0, 0, 0], answered: 1, average: 2 },
    ]);
    // Ana 1 -> 4, Beto 3 -> 2.
    expect(sales.beforeAfter).toEqual({
      learners: 2,
      firstAverage: 2,
      lastAverage: 3,
      improved: 1,
      same: 0,
      worse: 1,
    });
    expect(accounts.all).toEqual({ counts: [0, 1, 0, 0, 1], answered: 2, average: 3.5 });
    expect(accounts.beforeAfter).toEqual({
      learners: 2,
      firstAverage: 3.5,
      lastAverage: 3.5,
      improved: 0,
      same: 2,
      worse: 0,
    });
    // Only Dani (crecer) answered planea_metas; nobody of impulsa answered costs.
    expect(costs.all).toEqual(empty);
    expect(body.questions[5].all).toEqual(empty);
    expect(costs.beforeAfter.learners).toBe(0);
    expect(body.maturity).toEqual([{ id: world.level, name: world.levelName, learners: 2 }]);
  });

  it("counts the business profiles of the ally's learners registered by the period's end", async () => {
    const { body } = await as(impulsaAdmin.email, `/api/console/insight/survey/?${MARCH}`, 'impulsa');
    expect(body.profile.learners).toBe(3);
    expect(body.profile.businessType).toEqual([
      { id: world.shop, name: world.shopName, learners: 1 },
      { id: world.food, name: world.foodName, learners: 1 },
      { id: null, name: '', learners: 1 },
    ]);
    expect(body.profile.employees).toEqual([{ id: null, name: '', learners: 3 }]);
  });

  it('narrows to a country and to a business type', async () => {
    const colombia = await as(impulsaEditor.email, `/api/console/insight/survey/?${MARCH}&country=co`, 'impulsa');
    expect(colombia.body.respondents).toBe(1);
    expect(colombia.body.questions[0].all).toEqual({ counts: [0, 1, 0, 0, 0], answered: 1, average: 2 });
    const shops = await as(
      impulsaEditor.email,
      `/api/console/insight/survey/?${MARCH}&businessType=${world.shop}`,
      'impulsa',
    );
    expect(shops.body.respondents).toBe(1);
    expect(shops.body.questions[0].beforeAfter).toMatchObject({ learners: 1, firstAverage: 1, lastAverage: 4 });
    expect(shops.body.profile.learners).toBe(1);
  });

  it("gives crecer only crecer's learner", async () => {
    const { body } = await as(crecerEditor.email, `/api/console/insight/survey/?${MARCH}`, 'crecer');
    expect(body.respondents).toBe(1);
    expect(body.questions[0].all).toEqual({ counts: [0, 0, 0, 0, 1], answered: 1, average: 5 });
    expect(body.questions[5].all).toEqual({ counts: [1, 0, 0, 0, 0], answered: 1, average: 1 });
    expect(body.questions[0].beforeAfter.learners).toBe(0);
    expect(body.profile.learners).toBe(1);
  });

  it.each([
    ['a country crecer does not serve (pe)', 'country=pe', 'country'],
    ['from after to', 'from=2024-03-31&to=2024-03-01', 'from'],
    ['a date that does not exist', 'from=2024-02-30', 'from'],
    ['a business type of 0', 'businessType=0', 'businessType'],
  ])('refuses %s with 400 naming the field', async (_what, query, field) => {
    const { status, body } = await as(crecerEditor.email, `/api/console/insight/survey/?${query}`, 'crecer');
    expect(status).toBe(400);
    expect(body.fields.map((one: { field: string }) => one.field)).toContain(field);
  });

  it('answers 403 to a learner and to a team member asking to compare allies', async () => {
    const learner = DEMO_USERS[0];
    if (!learner?.email) throw new Error('no demo learner with an email');
    expect((await as(learner.email, '/api/console/insight/survey/', 'impulsa')).status).toBe(403);
    expect((await as(impulsaAdmin.email, '/api/console/insight/survey/?ally=crecer', 'impulsa')).status).toBe(403);
  });
});

describe('survey results exports', () => {
  /** The numbers of one CSV row from "Respondieron" on, as the JSON answer would give them ('' for none). */
  const numbersOf = (row: string[] | undefined) => row?.slice(4);
  const countsRow = (counts: { counts: number[]; answered: number; average: number | null }) => [
    String(counts.answered),
    ...counts.counts.map(String),
    counts.average === null ? '' : String(counts.average),
    '',
    '',
    '',
    '',
    '',
    '',
  ];

  it("gives an editor the CSV whose rows hold the JSON answer's numbers, table by table", async () => {
    const json = (await as(impulsaEditor.email, `/api/console/insight/survey/?${MARCH}`, 'impulsa')).body;
    const csv = await fetchAs(impulsaEditor.email, `/api/console/insight/survey.csv?${MARCH}`, 'impulsa');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('encuesta-2024-03-01-2024-03-31.csv');
    const [header, ...rows] = csvRows(csv.body);
    expect(header).toEqual([
      'Tabla',
      'Clave de la pregunta',
      'Pregunta',
      'Grupo',
      'Respondieron',
      '1 Nunca',
      '2 Muy poco',
      '3 A veces',
      '4 Casi siempre',
      '5 Siempre',
      'Promedio (1 a 5)',
      'Promedio la primera vez',
      'Promedio la última vez',
      'Mejoraron',
      'Igual',
      'Bajaron',
      'Personas',
    ]);
    const find = (table: string, question: string | null, group: string) =>
      rows.find((row) => row[0] === table && (row[1] || null) === question && row[3] === group);

    for (const question of json.questions) {
      const key = question.question;
      expect(numbersOf(find('Respuestas por pregunta', key, 'Todas las personas'))).toEqual(countsRow(question.all));
      for (const { country, ...counts } of question.byCountry) {
        expect(numbersOf(find('Por país', key, country ?? 'Sin país'))).toEqual(countsRow(counts));
      }
      for (const { name, ...counts } of question.byBusinessType) {
        expect(numbersOf(find('Por tipo de negocio', key, name || 'Sin dato'))).toEqual(countsRow(counts));
      }
      const moves = question.beforeAfter;
      const average = (value: number | null) => (value === null ? '' : String(value));
      expect(numbersOf(find('Antes y después', key, 'Todas las personas'))).toEqual([
        ...Array(7).fill(''),
        average(moves.firstAverage),
        average(moves.lastAverage),
        String(moves.improved),
        String(moves.same),
        String(moves.worse),
        String(moves.learners),
      ]);
    }
    // The sales question by hand too, so a JSON and CSV wrong the same way still fail: Ana 4, Beto 2.
    expect(find('Respuestas por pregunta', 'registra_ventas', 'Todas las personas')?.slice(2, 11)).toEqual([
      'Anota sus ventas',
      'Todas las personas',
      '2',
      '0',
      '1',
      '0',
      '1',
      '0',
      '3',
    ]);
    expect(find('Por país', 'registra_ventas', 'co')?.[6]).toBe('1');
    expect(find('Antes y después', 'registra_ventas', 'Todas las personas')?.slice(11)).toEqual([
      '2',
      '3',
      '1',
      '0',
      '1',
      '2',
    ]);
    const people = (table: string, group: string) => find(table, null, group)?.[16];
    expect(people('Etapa del negocio según su última encuesta', world.levelName)).toBe('2');
    expect(people('Perfil: tipo de negocio', world.shopName)).toBe('1');
    expect(people('Perfil: tipo de negocio', 'Sin dato')).toBe('1');
    expect(people('Perfil: personas que trabajan en el negocio', 'Sin dato')).toBe('3');
    // Six questions x (overall, 2 countries or none, 2 types or none, before/after) + maturity + profiles.
    const profileRows =
      1 + json.profile.businessType.length + json.profile.employees.length + json.profile.weeklyIncome.length;
    const questionRows = json.questions.reduce(
      (sum: number, one: { byCountry: unknown[]; byBusinessType: unknown[] }) =>
        sum + 2 + one.byCountry.length + one.byBusinessType.length,
      0,
    );
    expect(rows).toHaveLength(questionRows + profileRows);
  });

  it('applies the filters: Colombia holds only Beto', async () => {
    const csv = await fetchAs(impulsaAdmin.email, `/api/console/insight/survey.csv?${MARCH}&country=co`, 'impulsa');
    const rows = csvRows(csv.body);
    expect(rows.filter((row) => row[0] === 'Por país').map((row) => row[3])).toEqual(['co', 'co']);
    expect(rows.find((row) => row[0] === 'Respuestas por pregunta' && row[1] === 'registra_ventas')?.[4]).toBe('1');
  });

  it('gives the same tables as XLSX', async () => {
    const xlsx = await fetchAs(impulsaEditor.email, `/api/console/insight/survey.xlsx?${MARCH}`, 'impulsa');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('encuesta-2024-03-01-2024-03-31.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("gives crecer none of impulsa's answers", async () => {
    const csv = await fetchAs(crecerEditor.email, `/api/console/insight/survey.csv?${MARCH}`, 'crecer');
    const overall = csvRows(csv.body).find(
      (row) => row[0] === 'Respuestas por pregunta' && row[1] === 'registra_ventas',
    );
    // Dani's 5 only.
    expect(overall?.slice(4, 10)).toEqual(['1', '0', '0', '0', '0', '1']);
  });

  it.each([
    ['a country crecer does not serve (pe)', 'country=pe', 'country', 'csv'],
    ['from after to', 'from=2024-03-31&to=2024-03-01', 'from', 'xlsx'],
    ['a business type that is not a number', 'businessType=tienda', 'businessType', 'csv'],
  ])('refuses %s with 400 naming the field before any byte of the file', async (_what, query, field, format) => {
    const response = await fetchAs(crecerEditor.email, `/api/console/insight/survey.${format}?${query}`, 'crecer');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().fields.map((one: { field: string }) => one.field)).toContain(field);
  });

  it("refuses another ally's filter (403), and a learner (403)", async () => {
    const other = await fetchAs(impulsaAdmin.email, `/api/console/insight/survey.csv?${MARCH}&ally=crecer`, 'impulsa');
    expect(other.statusCode).toBe(403);
    const acting = await fetchAs(impulsaEditor.email, `/api/console/insight/survey.csv?${MARCH}`, 'crecer');
    expect(acting.statusCode).toBe(403);
    const learner = DEMO_USERS[0];
    if (!learner?.email) throw new Error('no demo learner with an email');
    expect((await fetchAs(learner.email, '/api/console/insight/survey.xlsx', 'impulsa')).statusCode).toBe(403);
  });
});
