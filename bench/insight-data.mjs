// The console insight's large data set (issue 29): 100,000 learners, 1,000,000 part completions and
// 2,000,000 lesson views, with businesses, ratings, surveys (some taken twice), webinar codes
// redeemed and the demo checks' tries (issue 41), in a PostgreSQL database of its own (default aula_insight on 127.0.0.1:5432, trust auth).
// The schema and the demo content (allies, curricula, team) come from the API's own migrate step;
// the rows (and 8 more modules per ally) are made by the server itself with INSERT ... SELECT over generate_series, not one by one.
//   node bench/insight-data.mjs              make it when missing (or incomplete), else say it is there
//   node bench/insight-data.mjs --fresh      drop it and make it again
//   node bench/insight-data.mjs --drop       drop it
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres);
// INSIGHT_DATABASE the database. Prints one JSON line at the end: the URL, the counts, the seconds.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/processes.mjs';

const pg = createRequire(join(repoRoot, 'apps', 'api', 'package.json'))('pg');

export const INSIGHT_SIZES = { learners: 100_000, completions: 1_000_000, views: 2_000_000 };
const LEARNER_DOMAIN = 'bench.aula.example';

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.INSIGHT_DATABASE || 'aula_insight';

/** The URL of the insight database on the bench's server. */
export function insightDatabaseUrl(name = databaseName) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

async function databaseExists(name) {
  return withClient(serverUrl, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount > 0;
  });
}

async function dropDatabase(name) {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
}

/** The schema and the demo content, by the API's migrate step (as a deployment makes them). */
function migrateAndSeed(url) {
  const result = spawnSync(join(repoRoot, 'apps', 'api', 'node_modules', '.bin', 'tsx'), ['src/migrate.ts'], {
    cwd: join(repoRoot, 'apps', 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      LOG_LEVEL: 'warn',
    },
  });
  if (result.status !== 0) throw new Error(`migrate failed (exit ${result.status})`);
}

/** How many of each the database holds (the bench learners only). */
export async function insightCounts(client) {
  const { rows } = await client.query(
    `select
       (select count(*)::int from users where email like $1) as learners,
       (select count(*)::int from part_completions pc join users u on u.id = pc.user_id where u.email like $1) as completions,
       (select count(*)::int from lesson_views v join users u on u.id = v.user_id where u.email like $1) as views,
       (select count(*)::int from check_attempts a join users u on u.id = a.user_id where u.email like $1) as "checkTries"`,
    [`%@${LEARNER_DOMAIN}`],
  );
  return rows[0];
}

// A deterministic "random" number in [0, 1) from a key: the same data set on every run.
const R = (key) => `((hashtext(${key}) & 2147483647)::float8 / 2147483648.0)`;

/**
 * The steps, each one statement run by the server. Learners are split 70/30 between the first two
 * allies (by id), registered evenly over two years, each with a business; each goes some way
 * through their ally's curriculum in order (depth ~ P * r^k, k set so the total is ~1.06 M, cut to
 * exactly 1 M), at their own pace after registering.
 */
function steps({ learners, completions }) {
  return [
    [
      'a longer curriculum: 8 more modules of 5 lessons of 3 parts per ally (a funnel worth drawing)',
      `with m as (
         insert into lesson_modules (ally_id, title, description, position, published_at)
         select a.id, 'Módulo de prueba ' || g, 'Generado para medir la consola', 100 + g, now() - interval '800 days'
           from (select id from allies order by id limit 2) a cross join generate_series(1, 8) g
         returning id),
       l as (
         insert into lessons (module_id, title, summary, introduction, position, published_at)
         select m.id, 'Lección ' || g, 'Resumen', 'Introducción', g, now() - interval '800 days'
           from m cross join generate_series(1, 5) g
         returning id)
       insert into lesson_parts (lesson_id, title, kind, content, position)
       select l.id, 'Parte ' || g, (array['video','reading','download'])[g]::lesson_part_kind, 'Contenido', g
         from l cross join generate_series(1, 3) g`,
    ],
    [
      'the allies and their curricula in order',
      `create temporary table bench_allies as
         select id as ally_id, row_number() over (order by id) as n from allies order by id limit 2;
       create temporary table bench_parts as
         select m.ally_id, p.id as part_id, l.id as lesson_id, m.id as module_id,
                row_number() over (partition by m.ally_id order by m.position, m.id, l.position, l.id, p.position, p.id)::int as rank
           from lesson_parts p join lessons l on l.id = p.lesson_id join lesson_modules m on m.id = l.module_id
          where m.ally_id in (select ally_id from bench_allies) and m.country_id is null
            and m.archived_at is null and l.archived_at is null and l.published_at is not null;
       create index on bench_parts (ally_id, rank);
       create temporary table bench_ally_size as
         select a.ally_id, a.n, count(p.*)::int as parts,
                -- 1 + (P - 1) r^k, E[r^k] = 1/(k+1): k so that the mean depth of those who begin
                -- (85 %) is ~12.5 parts (measured: floor and the cap take a quarter of the 15.5), a little over 1 M in all, cut to exactly 1 M.
                greatest(0.0, (count(p.*) - 1)::float8 / 15.5 - 1.0) as k,
                array_agg(distinct ac.country_id) as countries
           from bench_allies a join bench_parts p on p.ally_id = a.ally_id
           join ally_countries ac on ac.ally_id = a.ally_id group by a.ally_id, a.n;
       analyze bench_parts;`,
    ],
    [
      `${learners.toLocaleString('en-US')} learners`,
      `insert into users (name, email, ally_id, country_id, created_at, updated_at, last_login_at)
       select 'Aprendiz ' || i, 'l' || i || '@${LEARNER_DOMAIN}', s.ally_id,
              s.countries[1 + (i % array_length(s.countries, 1))],
              now() - interval '730 days' * ${R("i || ':reg'")},
              now() - interval '730 days' * ${R("i || ':reg'")},
              now() - interval '730 days' * ${R("i || ':reg'")} * ${R("i || ':seen'")}
         from generate_series(1, ${learners}) i
         join bench_ally_size s on s.n = case when i % 10 < 7 then 1 else 2 end`,
    ],
    [
      'their businesses',
      `insert into business_profiles (user_id, business_name, business_type_id, city, country_code, created_at, updated_at)
       select u.id, 'Negocio ' || u.id,
              (select id from business_types order by id offset (u.id % (select count(*) from business_types)) limit 1),
              (array['Puebla','Guadalajara','Mérida','Oaxaca','Medellín','Cali','Lima','Cusco'])[1 + u.id % 8],
              c.code, u.created_at, u.created_at
         from users u join countries c on c.id = u.country_id
        where u.email like '%@${LEARNER_DOMAIN}'`,
    ],
    [
      'how far each got',
      `create temporary table bench_learners as
         select u.id as user_id, u.ally_id, u.created_at,
                case when ${R("u.id || ':begun'")} < 0.15 then 0
                     else 1 + floor((s.parts - 1) * power(${R("u.id || ':depth'")}, s.k))::int end as depth,
                -- days per part: 0.05 to 3
                0.05 + 2.95 * ${R("u.id || ':pace'")} as pace
           from users u join bench_ally_size s on s.ally_id = u.ally_id
          where u.email like '%@${LEARNER_DOMAIN}';
       analyze bench_learners;`,
    ],
    [
      `${completions.toLocaleString('en-US')} part completions`,
      `insert into part_completions (user_id, part_id, views, completed_at, last_viewed_at)
       select user_id, part_id, 1, at, at from (
         select b.user_id, p.part_id,
                least(now() - interval '1 minute', b.created_at + interval '1 day' * b.pace * p.rank) as at
           from bench_learners b join bench_parts p on p.ally_id = b.ally_id and p.rank <= b.depth
          order by b.user_id, p.rank
          limit ${completions}) t`,
    ],
    [
      'lesson views (two per completion: the opening and a return)',
      `insert into lesson_views (user_id, lesson_id, viewed_at)
       select pc.user_id, lp.lesson_id,
              case when g = 1 then pc.completed_at - interval '3 minutes'
                   else least(now() - interval '1 minute', pc.completed_at + interval '2 days') end
         from part_completions pc join users u on u.id = pc.user_id and u.email like '%@${LEARNER_DOMAIN}'
         join lesson_parts lp on lp.id = pc.part_id cross join generate_series(1, 2) g`,
    ],
    [
      'lessons.views kept as the count of the log',
      `update lessons l set views = v.n from (select lesson_id, count(*)::int as n from lesson_views group by lesson_id) v
        where v.lesson_id = l.id`,
    ],
    [
      'ratings of two in five lessons finished',
      `insert into lesson_ratings (user_id, lesson_id, rating, updated_at)
       select f.user_id, f.lesson_id, 1 + floor(5 * power(${R("f.user_id || ':' || f.lesson_id")}, 0.6))::int, f.at
         from (select pc.user_id, lp.lesson_id, max(pc.completed_at) as at, count(*) as done
                 from part_completions pc join lesson_parts lp on lp.id = pc.part_id
                 join users u on u.id = pc.user_id and u.email like '%@${LEARNER_DOMAIN}'
                group by pc.user_id, lp.lesson_id) f
         join (select lesson_id, count(*) as parts from lesson_parts group by lesson_id) t on t.lesson_id = f.lesson_id
        where f.done = t.parts and ${R("f.user_id || ':r:' || f.lesson_id")} < 0.4
       on conflict do nothing`,
    ],
    [
      'the business survey (60% once, a third of those again, higher)',
      `insert into business_surveys (user_id, answers, score, level_maturity_id, created_at)
       select s.user_id, s.answers, s.score,
              (select id from level_maturity where min_score <= s.score order by min_score desc limit 1), s.at
         from (
           select b.user_id, g,
                  case when g = 1 then b.created_at + interval '1 hour'
                       else least(now(), b.created_at + interval '40 days') end as at,
                  jsonb_agg(jsonb_build_object('question', q, 'value',
                    least(5, 1 + floor(3 * ${R('b.user_id || q')})::int + (g - 1) * floor(2 * ${R("b.user_id || q || 'x'")})::int))) as answers,
                  round(avg(least(5, 1 + floor(3 * ${R('b.user_id || q')})::int + (g - 1) * floor(2 * ${R("b.user_id || q || 'x'")})::int)), 2) as score
             from bench_learners b
             cross join generate_series(1, 2) g
             cross join unnest(array['registra_ventas','separa_cuentas','conoce_costos','controla_inventario','vende_en_linea','planea_metas']) q
            where b.user_id % 10 < 6 and (g = 1 or b.user_id % 3 = 0)
            group by b.user_id, b.created_at, g) s`,
    ],
    [
      'webinar codes redeemed by those who finished a module with a webinar prize',
      `insert into webinar_codes (webinar_id, code, redeemed_by, redeemed_at, created_at)
       select a.webinar_id, 'B' || b.user_id || 'W' || a.webinar_id, b.user_id,
              least(now(), b.created_at + interval '1 day' * b.pace * e.last_rank + interval '1 hour'), b.created_at
         from achievements a
         join (select module_id, max(rank) as last_rank from bench_parts group by module_id) e on e.module_id = a.module_id
         join bench_learners b on b.ally_id = a.ally_id and b.depth >= e.last_rank
        where a.webinar_id is not null and ${R("b.user_id || ':w'")} < 0.5
       on conflict do nothing`,
    ],
    [
      'knowledge-check tries: each check done was passed, two in five after a failed try (its first question wrong)',
      `with done as (
         select pc.user_id, pc.part_id, pc.completed_at, p.check_definition as c,
                ${R("pc.user_id || ':c:' || pc.part_id")} < 0.4 as failed_first
           from part_completions pc join lesson_parts p on p.id = pc.part_id and p.kind = 'check'
           join users u on u.id = pc.user_id and u.email like '%@${LEARNER_DOMAIN}'),
       tries as (
         select d.*, t.attempt, t.attempt = 1 and d.failed_first as wrong
           from done d cross join lateral (
             select generate_series(1, case when d.failed_first then 2 else 1 end) as attempt) t),
       graded as (
         select t.user_id, t.part_id, t.attempt, t.wrong, t.completed_at,
                jsonb_agg(jsonb_build_object('question_id', q->'id',
                  'option_ids', case when t.wrong and q.ord = 1
                    then (select jsonb_agg(o->'id') from (select o from jsonb_array_elements(q.q->'options') o
                           where not (o->>'correct')::boolean limit 1) w)
                    else (select jsonb_agg(o->'id') from jsonb_array_elements(q.q->'options') o
                           where (o->>'correct')::boolean) end) order by q.ord) as answers,
                count(*) as questions
           from tries t cross join lateral jsonb_array_elements(t.c->'questions') with ordinality as q(q, ord)
          group by t.user_id, t.part_id, t.attempt, t.wrong, t.completed_at)
       insert into check_attempts (user_id, part_id, attempt, answers, results, score, passed, pass_mark, submitted_at)
       select g.user_id, g.part_id, g.attempt, g.answers,
              (select jsonb_agg(jsonb_build_object('question_id', a->'question_id',
                 'correct', not (g.wrong and a.ord = 1), 'chosen_option_ids', a->'option_ids',
                 'feedback', '[]'::jsonb, 'correct_option_ids', null, 'review_part_id', null) order by a.ord)
                 from jsonb_array_elements(g.answers) with ordinality as a(a, ord)),
              case when g.wrong then round(100.0 * (g.questions - 1) / g.questions) else 100 end,
              not g.wrong, 70,
              g.completed_at - interval '5 minutes' * (case when g.wrong then 1 else 0 end)
         from graded g`,
    ],
    ['statistics for the planner', 'analyze'],
  ];
}

async function generate(url, sizes) {
  const started = Date.now();
  await withClient(url, async (client) => {
    // One transaction's worth of memory per statement is plenty; parallel workers help the big inserts.
    await client.query("set work_mem = '256MB'; set maintenance_work_mem = '512MB'; set synchronous_commit = off");
    for (const [what, statement] of steps(sizes)) {
      const stepStarted = Date.now();
      await client.query(statement);
      console.error(`[insight-data] ${what}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
  });
  return (Date.now() - started) / 1000;
}

/**
 * The insight database, made when missing or incomplete: its URL, counts and how long it took.
 * `sizes` and `name` make a smaller one beside it (the export bench's 20,000 learners of impulsa).
 */
export async function ensureInsightData({ fresh = false, sizes = INSIGHT_SIZES, name = databaseName } = {}) {
  const url = insightDatabaseUrl(name);
  if (fresh) await dropDatabase(name);
  if (await databaseExists(name)) {
    const counts = await withClient(url, insightCounts).catch(() => undefined);
    // A set made before the checks existed has no tries: made again.
    const complete = counts && counts.learners === sizes.learners && counts.completions === sizes.completions;
    if (complete && counts.checkTries > 0) {
      return { url, ...counts, seconds: 0, reused: true };
    }
    await dropDatabase(name);
  }
  const started = Date.now();
  await withClient(serverUrl, (client) => client.query(`create database ${quoted(name)}`));
  migrateAndSeed(url);
  const seedSeconds = (Date.now() - started) / 1000;
  const generateSeconds = await generate(url, sizes);
  const counts = await withClient(url, insightCounts);
  return {
    url,
    ...counts,
    seconds: Math.round((seedSeconds + generateSeconds) * 10) / 10,
    generateSeconds,
    reused: false,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { fresh: { type: 'boolean' }, drop: { type: 'boolean' } } });
  if (values.drop) {
    await dropDatabase(databaseName);
    console.log(JSON.stringify({ dropped: databaseName }));
  } else {
    console.log(JSON.stringify(await ensureInsightData({ fresh: values.fresh })));
  }
}
