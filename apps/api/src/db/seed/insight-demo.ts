import type { CheckAttemptRequest, ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { rightOptionsOf } from '@aula/demo-content/checks';
import { daysAgo } from '@aula/demo-content/time';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { checkAttempts } from '../schema';
import { SEED_LOCK_ID } from './allies';
import { gradedDemoTry } from './check-tries';

/** The demo learners the console's insight shows, per ally: a few dozen, enough for a funnel. */
export const INSIGHT_DEMO_LEARNERS_PER_ALLY = 24;
/** Their emails end so: never a real address, and how a seeded database is recognised. */
export const INSIGHT_DEMO_DOMAIN = 'insight.aula.example';

const FIRST_NAMES = [
  'Ana',
  'Luis',
  'Rosa',
  'Carlos',
  'Lupita',
  'Jorge',
  'Elena',
  'Pedro',
  'Sofía',
  'Miguel',
  'Carmen',
  'Raúl',
];
const LAST_NAMES = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
];
const CITIES: Record<string, string[]> = {
  mx: ['Puebla', 'Guadalajara', 'Mérida', 'Oaxaca'],
  co: ['Medellín', 'Cali', 'Bogotá'],
  pe: ['Arequipa', 'Cusco', 'Lima'],
};
const DIAL: Record<string, string> = { mx: '+52', co: '+57', pe: '+51' };
const SURVEY_QUESTIONS = [
  'registra_ventas',
  'separa_cuentas',
  'conoce_costos',
  'controla_inventario',
  'vende_en_linea',
  'planea_metas',
];

/** A small fixed pseudo-random sequence (mulberry32): the same demo every time, without a library. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Part {
  id: number;
  lessonId: number;
  check: ConsoleCheck | null;
}

async function query<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** Whether the insight demo is there already (seeded once, never again). */
async function hasInsightDemo(db: Database): Promise<boolean> {
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where email like ${`%@${INSIGHT_DEMO_DOMAIN}`}`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Demo learners for the console's insight, per ally: registered over the last four months in the
 * ally's countries, each with a business, gone some way through the ally's curriculum in order
 * (fewer the further in: a funnel with drop-off), lesson views, ratings, webinar codes redeemed for
 * finished modules and the business survey, taken twice by some (before and after). Deterministic
 * apart from `now`; they cannot sign in (no secret). Returns whether it wrote anything.
 */
export async function seedInsightDemo(db: Database, now: Date = new Date()): Promise<boolean> {
  if (await hasInsightDemo(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasInsightDemo(tx)) return false;
    const allies = await query<{ id: number; code: string }>(tx, sql`select id, code from allies order by id`);
    const types = await query<{ id: number }>(tx, sql`select id from business_types order by position, id`);
    const levels = await query<{ id: number; min_score: number }>(
      tx,
      sql`select id, min_score from level_maturity order by position desc`,
    );
    for (const [allyIndex, ally] of allies.entries()) {
      await seedAllyLearners(tx, ally, allyIndex, now, {
        types: types.map((type) => type.id),
        levels,
      });
    }
    return true;
  });
}

async function seedAllyLearners(
  db: Database,
  ally: { id: number; code: string },
  allyIndex: number,
  now: Date,
  lists: { types: number[]; levels: { id: number; min_score: number }[] },
) {
  const random = sequence(29_000 + allyIndex);
  const countries = await query<{ id: number; code: string }>(
    db,
    sql`select c.id, c.code from countries c join ally_countries ac on ac.country_id = c.id
        where ac.ally_id = ${ally.id} order by c.id`,
  );
  // The ally's published curriculum in the order a learner meets it.
  const parts = await query<Part>(
    db,
    sql`select p.id, p.lesson_id as "lessonId", p.check_definition as "check" from lesson_parts p
        join lessons l on l.id = p.lesson_id join lesson_modules m on m.id = l.module_id
        where m.ally_id = ${ally.id} and m.country_id is null and m.archived_at is null
          and l.published_at is not null and l.archived_at is null
        order by m.position, m.id, l.position, l.id, p.position, p.id`,
  );
  const webinarCodes = await query<{ id: number; webinar_id: number; module_id: number }>(
    db,
    sql`select wc.id, wc.webinar_id, a.module_id from webinar_codes wc
        join achievements a on a.webinar_id = wc.webinar_id
        where a.ally_id = ${ally.id} and wc.redeemed_by is null order by wc.id`,
  );

  for (let index = 0; index < INSIGHT_DEMO_LEARNERS_PER_ALLY; index += 1) {
    const country = countries[index % countries.length];
    if (!country) return;
    const first = FIRST_NAMES[(index + allyIndex * 5) % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 3 + allyIndex) % LAST_NAMES.length];
    const registeredDaysAgo = 2 + Math.floor(random() * 118);
    const registered = daysAgo(registeredDaysAgo, now);
    const number = String(1_000 + allyIndex * 100 + index).padStart(4, '0');
    const [user] = await query<{ id: number }>(
      db,
      sql`insert into users (name, email, phone_number, ally_id, country_id, created_at, updated_at, last_login_at)
          values (${`${first} ${last}`}, ${`aprendiz${index + 1}.${ally.code}@${INSIGHT_DEMO_DOMAIN}`},
                  ${`${DIAL[country.code] ?? '+52'}5559${number}`}, ${ally.id}, ${country.id},
                  ${registered.toISOString()}::timestamptz, ${registered.toISOString()}::timestamptz,
                  ${registered.toISOString()}::timestamptz)
          returning id`,
    );
    if (!user) continue;
    const cities = CITIES[country.code] ?? ['Ciudad'];
    await db.execute(
      sql`insert into business_profiles (user_id, business_name, business_type_id, city, country_code)
          values (${user.id}, ${`Negocio de ${first} ${last}`}, ${lists.types[index % Math.max(1, lists.types.length)] ?? null},
                  ${cities[index % cities.length] ?? null}, ${country.code})`,
    );

    // How far along the curriculum: squared, so many stop early and few finish everything.
    const reached = Math.round(parts.length * random() ** 2 * 1.3);
    const done = parts.slice(0, Math.min(parts.length, reached));
    const span = Math.max(1, registeredDaysAgo - 1);
    const dayOf = (position: number) =>
      daysAgo(registeredDaysAgo - Math.max(0.1, (span * (position + 1)) / (done.length + 1)), now);
    if (done.length > 0) {
      await db.execute(
        sql`insert into part_completions (user_id, part_id, completed_at, last_viewed_at) values ${sql.join(
          done.map((part, position) => {
            const at = dayOf(position).toISOString();
            return sql`(${user.id}, ${part.id}, ${at}::timestamptz, ${at}::timestamptz)`;
          }),
          sql`, `,
        )}`,
      );
      await seedViewsAndRatings(db, user.id, done, parts, dayOf, random);
    }
    await seedCheckTries(db, user.id, done, parts[done.length], dayOf, random);
    await redeemCodes(db, user.id, done, parts, webinarCodes, dayOf(done.length));
    await seedSurveys(db, user.id, index, registered, now, random, lists.levels);
  }
}

/**
 * The tries at the checks: a check done was passed after one to three tries (the failed ones with
 * the wrong answers learners tend to give); one the learner stopped at was failed once or twice.
 * A question is right more often when it is a true-or-false than a multiple choice.
 */
async function seedCheckTries(
  db: Database,
  userId: number,
  done: Part[],
  next: Part | undefined,
  dayOf: (position: number) => Date,
  random: () => number,
) {
  const tries: (typeof checkAttempts.$inferInsert)[] = [];
  const add = (part: Part & { check: ConsoleCheck }, position: number, failed: number, passes: boolean) => {
    for (let attempt = 1; attempt <= failed + (passes ? 1 : 0); attempt += 1) {
      const answers = attempt > failed ? rightOptionsOf(part.check) : wrongAnswers(part.check, random);
      const submittedAt = new Date(dayOf(position).getTime() - (failed + 1 - attempt) * 300_000);
      tries.push(gradedDemoTry(part.check, answers, { userId, partId: part.id, attempt, submittedAt }));
    }
  };
  for (const [position, part] of done.entries()) {
    if (part.check) add({ ...part, check: part.check }, position, Math.floor(random() ** 1.5 * 3), true);
  }
  if (next?.check) add({ ...next, check: next.check }, done.length, 1 + Math.floor(random() * 2), false);
  if (tries.length > 0) await db.insert(checkAttempts).values(tries);
}

const RIGHT_CHANCE = { true_false: 0.75, single: 0.6, multiple: 0.4 } as const;

/** A failed try's answers: each question right by chance, at least one wrong; a wrong single answer is mostly the first wrong option. */
function wrongAnswers(check: ConsoleCheck, random: () => number): CheckAttemptRequest['answers'] {
  const right = rightOptionsOf(check);
  const answers = check.questions.map((question, index) => {
    const rightIds = right[index]?.option_ids ?? [];
    if (random() < RIGHT_CHANCE[question.kind]) return { question_id: question.id, option_ids: rightIds };
    return { question_id: question.id, option_ids: wrongChoice(question, rightIds, random) };
  });
  if (answers.every((answer, index) => answer.option_ids === right[index]?.option_ids)) {
    const last = check.questions.length - 1;
    const question = check.questions[last];
    if (question)
      answers[last] = {
        question_id: question.id,
        option_ids: wrongChoice(question, right[last]?.option_ids ?? [], random),
      };
  }
  return answers;
}

function wrongChoice(question: ConsoleCheck['questions'][number], rightIds: number[], random: () => number): number[] {
  const wrongIds = question.options.filter((option) => !option.correct).map((option) => option.id);
  const usual = wrongIds[0] ?? rightIds[0] ?? 0;
  if (question.kind === 'multiple') {
    // Half pick one right option only, half add the wrong one to the right ones.
    return random() < 0.5 ? rightIds.slice(0, 1) : [...rightIds, usual];
  }
  return [random() < 0.7 ? usual : (wrongIds[wrongIds.length - 1] ?? usual)];
}

/** One view per lesson begun (two for some), and a rating for most lessons finished. */
async function seedViewsAndRatings(
  db: Database,
  userId: number,
  done: Part[],
  all: Part[],
  dayOf: (position: number) => Date,
  random: () => number,
) {
  const firstPartOf = new Map<number, number>();
  for (const [position, part] of done.entries())
    if (!firstPartOf.has(part.lessonId)) firstPartOf.set(part.lessonId, position);
  const views = [...firstPartOf].flatMap(([lessonId, position]) =>
    random() < 0.3
      ? [
          [lessonId, position],
          [lessonId, position + 0.5],
        ]
      : [[lessonId, position]],
  );
  await db.execute(
    sql`insert into lesson_views (user_id, lesson_id, viewed_at) values ${sql.join(
      views.map(
        ([lessonId, position]) => sql`(${userId}, ${lessonId}, ${dayOf(position ?? 0).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )}`,
  );
  // lessons.views is the log's count (schema/lessons.ts): kept true.
  for (const [lessonId] of views) await db.execute(sql`update lessons set views = views + 1 where id = ${lessonId}`);

  const doneIds = new Set(done.map((part) => part.id));
  const finished = [...firstPartOf.keys()].filter((lessonId) =>
    all.filter((part) => part.lessonId === lessonId).every((part) => doneIds.has(part.id)),
  );
  const rated = finished.filter(() => random() < 0.75);
  if (rated.length === 0) return;
  await db.execute(
    sql`insert into lesson_ratings (user_id, lesson_id, rating) values ${sql.join(
      rated.map((lessonId) => sql`(${userId}, ${lessonId}, ${2 + Math.floor(random() * 4)})`),
      sql`, `,
    )}`,
  );
}

/** A code of each webinar prize whose module the learner finished, redeemed once it was earned. */
async function redeemCodes(
  db: Database,
  userId: number,
  done: Part[],
  all: Part[],
  codes: { id: number; webinar_id: number; module_id: number }[],
  at: Date,
) {
  const doneIds = new Set(done.map((part) => part.id));
  const partsOfModule = await query<{ module_id: number; part_id: number }>(
    db,
    sql`select l.module_id, p.id as part_id from lesson_parts p join lessons l on l.id = p.lesson_id
        where p.id in (${sql.join(
          all.map((part) => sql`${part.id}`),
          sql`, `,
        )})`,
  );
  const webinars = new Set<number>();
  for (const code of codes) {
    if (webinars.has(code.webinar_id)) continue;
    const moduleParts = partsOfModule.filter((row) => row.module_id === code.module_id);
    if (moduleParts.length === 0 || !moduleParts.every((row) => doneIds.has(row.part_id))) continue;
    webinars.add(code.webinar_id);
    // A code of its own: the demo codes the README lists stay free for testers (and the e2e suite).
    await db.execute(
      sql`insert into webinar_codes (webinar_id, code, redeemed_by, redeemed_at, created_at)
          values (${code.webinar_id}, ${`INS-${userId}-${code.webinar_id}`}, ${userId},
                  ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
    );
  }
}

/** Two thirds take the survey on registering; half of those again a month or more later, higher. */
async function seedSurveys(
  db: Database,
  userId: number,
  index: number,
  registered: Date,
  now: Date,
  random: () => number,
  levels: { id: number; min_score: number }[],
) {
  if (index % 3 === 2) return;
  const first = SURVEY_QUESTIONS.map((question) => ({ question, value: 1 + Math.floor(random() * 3) }));
  const takes = [{ answers: first, at: new Date(registered.getTime() + 3_600_000) }];
  const later = new Date(registered.getTime() + 35 * 86_400_000);
  if (index % 2 === 0 && later < now) {
    const second = first.map((answer) => ({ ...answer, value: Math.min(5, answer.value + Math.floor(random() * 3)) }));
    takes.push({ answers: second, at: later });
  }
  let levelId: number | undefined;
  for (const take of takes) {
    const score =
      Math.round((take.answers.reduce((sum, answer) => sum + answer.value, 0) / take.answers.length) * 100) / 100;
    levelId = (levels.find((level) => score >= level.min_score) ?? levels[levels.length - 1])?.id;
    if (levelId === undefined) return;
    await db.execute(
      sql`insert into business_surveys (user_id, answers, score, level_maturity_id, created_at)
          values (${userId}, ${JSON.stringify(take.answers)}::jsonb, ${score}, ${levelId}, ${take.at.toISOString()}::timestamptz)`,
    );
  }
  await db.execute(sql`update business_profiles set level_maturity_id = ${levelId} where user_id = ${userId}`);
}
