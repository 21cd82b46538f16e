import { checkResultsResponse, HARDEST_MIN_ANSWERS } from '@aula/contracts/console-check-results';
import { consoleLesson, consoleModule, consolePart } from '@aula/contracts/console-curriculum';
import { learnerDetail } from '@aula/contracts/console-learners';
import { overviewResponse } from '@aula/contracts/console-overview';
import type { CheckAttemptRequest, ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, users } from '../src/db/schema';
import { issueEarnedCertificates } from '../src/services/certificates/earned-sweep';
import { issueCertificate } from '../src/services/certificates/issue';
import { revokeCertificate } from '../src/services/certificates/verify';
import { refreshInsightRollups } from '../src/services/insight';
import { useTestApp } from './helpers/app';
import { consoleCaller, createdBody, publishAsImpulsaEditor } from './helpers/console-team';
import { bearer, newLearner } from './helpers/content';

// The console's check results (issue 41, part 5): per check who tried and passed and on which try,
// per question the share right and the wrong option chosen most, the hardest questions, the
// exports; a learner's tries and certificates on their page; certificates in the overview. A check
// written for this file, so only its own learners' tries are counted.
const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

let check: ConsoleCheck;
let partId: number;
let moduleId: number;

beforeAll(async () => {
  const module = consoleModule.parse(
    await createdBody(
      await call('impulsa editor', 'POST', '/api/console/modules/', { title: 'Tus precios', description: 'Prueba' }),
    ),
  );
  moduleId = module.id;
  const lesson = consoleLesson.parse(
    await createdBody(
      await call('impulsa editor', 'POST', `/api/console/modules/${module.id}/lessons/`, {
        title: 'Precio y margen, comprobados',
        summary: 'Resumen',
        introduction: 'Introducción',
      }),
    ),
  );
  const part = consolePart.parse(
    await createdBody(
      await call('impulsa editor', 'POST', `/api/console/lessons/${lesson.id}/parts/`, {
        title: 'Comprueba tus precios',
        kind: 'check',
        check: {
          pass_mark: 100,
          questions: [
            {
              kind: 'single',
              prompt: '¿Qué es el margen?',
              options: [
                { text: 'Lo que ganas por cada venta', correct: true },
                { text: 'Lo que cobras', correct: false },
                { text: 'Lo que pagas de renta', correct: false },
              ],
            },
            {
              kind: 'true_false',
              prompt: 'Un precio debe cubrir tus costos.',
              options: [
                { text: 'Verdadero', correct: true },
                { text: 'Falso', correct: false },
              ],
            },
          ],
        },
      }),
    ),
  );
  partId = part.id;
  check = part.check as ConsoleCheck;
  await publishAsImpulsaEditor(call, 'lessons', lesson.id, lesson.version);
  await publishAsImpulsaEditor(call, 'modules', module.id, module.version);
}, 60_000);

const option = (question: number, text: string) => {
  const found = check.questions[question]?.options.find((candidate) => candidate.text === text);
  if (!found) throw new Error(`no option ${text}`);
  return found.id;
};

/** The first question answered with `first`, the second right. */
const answersWith = (first: string): CheckAttemptRequest['answers'] => [
  { question_id: check.questions[0]?.id ?? 0, option_ids: [option(0, first)] },
  { question_id: check.questions[1]?.id ?? 0, option_ids: [option(1, 'Verdadero')] },
];

async function attempt(token: string, number: number, first: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/parts/${partId}/check_attempts/`,
    headers: bearer(token),
    payload: { attempt: number, answers: answersWith(first) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function resultsFor(who: Parameters<typeof call>[0], query = '') {
  const response = await call(who, 'GET', `/api/console/insight/checks/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return checkResultsResponse.parse(response.json());
}

const RIGHT = 'Lo que ganas por cada venta';
const COBRAS = 'Lo que cobras';
const RENTA = 'Lo que pagas de renta';

describe('check results', () => {
  const learners: { id: number; token: string }[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 4; index += 1) {
      learners.push(await newLearner(ctx.db, 'impulsa', `results-${index}@example.com`));
    }
    const [a, b, c, d] = learners;
    if (!a || !b || !c || !d) throw new Error('no learners');
    // a: right at once. b: «cobras», then right. c: «cobras», «renta», then right. d: «cobras» only.
    await attempt(a.token, 1, RIGHT);
    await attempt(b.token, 1, COBRAS);
    await attempt(b.token, 2, RIGHT);
    await attempt(c.token, 1, COBRAS);
    await attempt(c.token, 2, RENTA);
    await attempt(c.token, 3, RIGHT);
    await attempt(d.token, 1, COBRAS);
  }, 60_000);

  it('counts learners, tries and passes per check, and on which try they passed', async () => {
    const results = await resultsFor('impulsa editor');
    const found = results.checks.find((item) => item.partId === partId);
    expect(found).toMatchObject({
      title: 'Comprueba tus precios',
      lessonTitle: 'Precio y margen, comprobados',
      moduleId,
      learners: 4,
      attempts: 7,
      passed: 3,
      passRate: 0.75,
      // On tries 1, 2 and 3: two on average.
      averageTriesToPass: 2,
    });
    // Nothing says which learner did what.
    expect(JSON.stringify(results)).not.toMatch(/results-\d@example\.com|Ana Prueba/);
  });

  it('gives each question its share right and the wrong option chosen most', async () => {
    const found = (await resultsFor('impulsa editor')).checks.find((item) => item.partId === partId);
    const [margin, covers] = found?.questions ?? [];
    expect(margin).toMatchObject({ prompt: '¿Qué es el margen?', answered: 7, right: 3 });
    expect(margin?.rightShare).toBeCloseTo(3 / 7);
    expect(margin?.mostChosenWrong).toEqual({ optionId: option(0, COBRAS), text: COBRAS, chosen: 3 });
    expect(covers).toMatchObject({ answered: 7, right: 7, rightShare: 1, mostChosenWrong: null });
  });

  it('lists the hardest questions with enough answers, lowest share first', async () => {
    const { hardest } = await resultsFor('impulsa editor');
    expect(hardest.every((item) => item.answered >= HARDEST_MIN_ANSWERS)).toBe(true);
    const shares = hardest.map((item) => item.rightShare ?? 1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(hardest.find((item) => item.partId === partId && item.questionId === check.questions[0]?.id)).toBeTruthy();
  });

  it("counts only the period's tries and only the ally's checks", async () => {
    const longAgo = await resultsFor('impulsa editor', '?from=2024-01-01&to=2024-01-31');
    expect(longAgo.checks.find((item) => item.partId === partId)).toMatchObject({
      learners: 0,
      attempts: 0,
      passRate: null,
      averageTriesToPass: null,
    });
    const crecer = await resultsFor('crecer editor');
    expect(crecer.checks.some((item) => item.partId === partId)).toBe(false);
    // The demo world's checks are there, one per module of the ally.
    expect(crecer.checks.map((item) => item.moduleTitle)).toContain('Inventario sin sorpresas');
  });

  it('refuses bad filters with the field and the reason', async () => {
    // Bad input: a date that does not exist, a country the ally does not offer, staff's `ally` from an editor.
    const badDay = await call('impulsa editor', 'GET', '/api/console/insight/checks/?from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.body).toContain('from');
    const badCountry = await call('impulsa editor', 'GET', '/api/console/insight/checks/?country=zz');
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.body).toContain('country');
    expect((await call('impulsa editor', 'GET', '/api/console/insight/checks/?ally=crecer')).statusCode).toBe(403);
    // A learner is not the ally's team.
    const learner = learners[0];
    const asLearner = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/insight/checks/',
      headers: { ...bearer(learner?.token ?? ''), 'x-aula-ally': 'impulsa' },
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('exports the same figures as CSV, a row per check and per question', async () => {
    const response = await call('impulsa editor', 'GET', '/api/console/insight/checks.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toContain('Opción incorrecta más elegida');
    const checkLine = lines.find((line) => line.startsWith('Comprobación,') && line.includes('Comprueba tus precios'));
    expect(checkLine).toContain(',4,7,3,0.75,2,');
    const questionLine = lines.find((line) => line.includes('¿Qué es el margen?'));
    expect(questionLine).toContain(`,7,3,`);
    expect(questionLine).toContain(`${COBRAS},3`);
    const xlsx = await call('impulsa editor', 'GET', '/api/console/insight/checks.xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("shows a learner's tries and certificates on their page (admins)", async () => {
    const learner = learners[2];
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, learner?.id ?? 0));
    const certificate = await issueCertificate(ctx.db, {
      userId: row?.id ?? 0,
      moduleId,
      now: new Date(),
      serverSecret: ctx.app.ports.secretKey,
      origin: 'http://localhost:3000',
      language: 'es',
    });
    const response = await call('impulsa admin', 'GET', `/api/console/insight/learners/${learner?.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const page = learnerDetail.parse(response.json());
    expect(page.checkAttempts.map((item) => [item.attempt, item.score, item.passed])).toEqual([
      [3, 100, true],
      [2, 50, false],
      [1, 50, false],
    ]);
    expect(page.checkAttempts[0]).toMatchObject({
      checkTitle: 'Comprueba tus precios',
      lessonTitle: 'Precio y margen, comprobados',
    });
    expect(page.certificates).toEqual([
      { id: certificate.id, moduleTitle: 'Tus precios', issuedAt: expect.any(String), revokedAt: null },
    ]);
  });
});

describe("a learner's certificates on their page", () => {
  it('issues one they earned and never opened, so the page lists it', async () => {
    // The demo learner finished the certifying module in the seed; nobody has asked for her list yet.
    const [maria] = await ctx.db.select().from(users).where(eq(users.email, 'demo@impulsa.example'));
    const response = await call('impulsa admin', 'GET', `/api/console/insight/learners/${maria?.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const page = learnerDetail.parse(response.json());
    expect(page.certificates.map((item) => [item.moduleTitle, item.revokedAt])).toEqual([['Vende más y mejor', null]]);
    // Her passed check is there too, from the seed.
    expect(page.checkAttempts.some((item) => item.passed && item.lessonTitle === 'Cierra la venta con confianza')).toBe(
      true,
    );
  });
});

describe('certificates earned and not issued', () => {
  it('are issued by the sweep after a refresh, once, for completed certifying modules only', async () => {
    const learner = await newLearner(ctx.db, 'impulsa', 'sweep@example.com');
    // A completion that issued nothing itself (as the seed's): every part of the certifying module done.
    await ctx.db.execute(sql`
      insert into part_completions (user_id, part_id, completed_at, last_viewed_at)
      select ${learner.id}, p.id, now(), now() from lesson_parts p join lessons l on l.id = p.lesson_id
      join lesson_modules m on m.id = l.module_id where m.title = 'Vende más y mejor' and l.published_at is not null`);
    const issuing = {
      now: new Date(),
      origin: 'http://localhost:3000',
      serverSecret: ctx.app.ports.secretKey,
      language: 'es' as const,
    };
    await refreshInsightRollups(ctx.db);
    expect(await issueEarnedCertificates(ctx.db, issuing)).toBeGreaterThanOrEqual(1);
    const mine = await ctx.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(mine).toHaveLength(1);
    // Swept again (another process, the next turn): nothing more.
    await issueEarnedCertificates(ctx.db, issuing);
    expect(await ctx.db.select().from(certificates).where(eq(certificates.userId, learner.id))).toHaveLength(1);
  });
});

describe('certificates in the overview', () => {
  it('counts the certificates issued and revoked in the period', async () => {
    const read = async (who: 'impulsa editor' | 'crecer editor' = 'impulsa editor') => {
      const response = await call(who, 'GET', '/api/console/insight/overview/');
      expect(response.statusCode, response.body).toBe(200);
      return overviewResponse.parse(response.json()).figures;
    };
    const before = await read();
    const crecerBefore = await read('crecer editor');
    const learner = await newLearner(ctx.db, 'impulsa', 'overview-certificate@example.com');
    const certificate = await issueCertificate(ctx.db, {
      userId: learner.id,
      moduleId,
      now: new Date(),
      serverSecret: ctx.app.ports.secretKey,
      origin: 'http://localhost:3000',
      language: 'es',
    });
    const issued = await read();
    expect(issued.certificatesIssued.value).toBe(before.certificatesIssued.value + 1);
    expect(issued.certificatesRevoked.value).toBe(before.certificatesRevoked.value);
    const [ally] = await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, learner.id));
    await revokeCertificate(ctx.db, {
      allyId: ally?.allyId ?? 0,
      certificateId: certificate.id,
      reason: 'Prueba',
      by: learner.id,
      now: new Date(),
    });
    const revoked = await read();
    expect(revoked.certificatesRevoked.value).toBe(before.certificatesRevoked.value + 1);
    // Another ally's overview never counts them.
    const crecer = await read('crecer editor');
    expect(crecer.certificatesIssued.value).toBe(crecerBefore.certificatesIssued.value);
    expect(crecer.certificatesRevoked.value).toBe(crecerBefore.certificatesRevoked.value);
  });
});
