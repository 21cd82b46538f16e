import { sql } from 'drizzle-orm';
import { sha256Hex } from '../../lib/secrets';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The size the issue asks the indexes to be proven on; spread over allies as real content is. */
export const SCALE = {
  allies: 20,
  modulesPerAlly: 5,
  lessonsPerModule: 100,
  partsPerLesson: 3,
  learners: 2_000,
  completionsPerLearner: 50,
} as const;

export const scaleLessons = SCALE.allies * SCALE.modulesPerAlly * SCALE.lessonsPerModule;
export const scaleProgressRows = SCALE.learners * SCALE.completionsPerLearner;

/** The bearer token of the first scale learner (its hash is stored), for the bench's reads at scale. */
export const SCALE_TOKEN = 'scale-check-token-0123456789abcdef';

export interface ScaleData {
  allyCode: string;
  allyId: number;
  userId: number;
  lessonId: number;
  moduleId: number;
  /** An achievement of the first learner's module. */
  achievementId: number;
  token: string;
}

/**
 * Adds, in a few set-based statements, SCALE.allies allies ("escala-N", in Mexico) with 10,000
 * published lessons of three parts each, 2,000 learners with 50 completed parts each (100,000
 * progress rows), as many lesson views, and favourites and ratings; then ANALYZE, so the planner
 * judges with real statistics. Safe to run on a seeded database (nothing of the demo is touched).
 */
export async function addScaleData(db: Database): Promise<ScaleData> {
  const { allies, modulesPerAlly, lessonsPerModule, partsPerLesson, learners, completionsPerLearner } = SCALE;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into allies (code, name)
      select 'escala-' || g, 'Escala ' || g from generate_series(1, ${allies}::int) g`);
    await tx.execute(sql`
      insert into ally_countries (ally_id, country_id)
      select a.id, (select id from countries where code = 'mx') from allies a where a.code like 'escala-%'`);
    await tx.execute(sql`
      insert into lesson_modules (ally_id, title, description, position)
      select a.id, 'Módulo ' || g, 'Módulo de escala', g
      from allies a cross join generate_series(1, ${modulesPerAlly}::int) g where a.code like 'escala-%'`);
    await tx.execute(sql`
      insert into lessons (module_id, title, summary, introduction, duration_minutes, position, published_at, views)
      select m.id, 'Lección ' || g, 'Resumen', 'Introducción de la lección', 15, g,
        now() - (g || ' hours')::interval, (m.id * 7 + g * 13) % 500
      from lesson_modules m join allies a on a.id = m.ally_id
      cross join generate_series(1, ${lessonsPerModule}::int) g where a.code like 'escala-%'`);
    await tx.execute(sql`
      insert into lesson_parts (lesson_id, title, kind, content, duration_minutes, position)
      select l.id, 'Parte ' || g, 'reading', '<p>Texto</p>', 5, g
      from lessons l join lesson_modules m on m.id = l.module_id join allies a on a.id = m.ally_id
      cross join generate_series(1, ${partsPerLesson}::int) g where a.code like 'escala-%'`);
    // Learner n belongs to ally 1 + n % allies; the first is the bench's and gets the token.
    await tx.execute(sql`
      insert into users (name, email, ally_id, country_id)
      select 'Aprendiz ' || g, 'escala-' || g || '@escala.example',
        (select id from allies where code = 'escala-' || (1 + g % ${allies}::int)),
        (select id from countries where code = 'mx')
      from generate_series(0, ${learners - 1}::int) g`);
    // Statistics of the rows just written, or the planner takes 30,000 parts for a handful.
    await tx.execute(sql`analyze`);
    // Each learner completes parts of their own ally's lessons, spread so no two learners match;
    // the part is picked by its rank within the ally, so the join is on equal keys (a hash join).
    const partsPerAlly = modulesPerAlly * lessonsPerModule * partsPerLesson;
    await tx.execute(sql`
      with learner as (
        select u.id as user_id, u.ally_id, row_number() over (order by u.id) as n
        from users u where u.email like 'escala-%@escala.example'
      ), picks as (
        select user_id, ally_id, 1 + (n * 7 + g * 29) % ${partsPerAlly}::int as k
        from learner cross join generate_series(0, ${completionsPerLearner - 1}::int) g
      ), ally_parts as (
        select p.id as part_id, m.ally_id, row_number() over (partition by m.ally_id order by p.id) as k
        from lesson_parts p join lessons l on l.id = p.lesson_id join lesson_modules m on m.id = l.module_id
        join allies a on a.id = m.ally_id where a.code like 'escala-%'
      )
      insert into part_completions (user_id, part_id)
      select picks.user_id, ally_parts.part_id from picks
      join ally_parts on ally_parts.ally_id = picks.ally_id and ally_parts.k = picks.k`);
    await tx.execute(sql`
      insert into lesson_views (lesson_id, user_id)
      select p.lesson_id, c.user_id from part_completions c join lesson_parts p on p.id = c.part_id
      join users u on u.id = c.user_id where u.email like 'escala-%@escala.example'`);
    await tx.execute(sql`
      insert into lesson_favorites (user_id, lesson_id)
      select distinct c.user_id, p.lesson_id from part_completions c join lesson_parts p on p.id = c.part_id
      join users u on u.id = c.user_id where u.email like 'escala-%@escala.example' and p.position = 1`);
    await tx.execute(sql`
      insert into lesson_ratings (user_id, lesson_id, rating)
      select f.user_id, f.lesson_id, 1 + (f.user_id + f.lesson_id) % 5 from lesson_favorites f
      join users u on u.id = f.user_id where u.email like 'escala-%@escala.example'`);
    await tx.execute(sql`
      insert into auth_tokens (user_id, token_hash, expires_at)
      select u.id, case when u.email = 'escala-0@escala.example' then ${sha256Hex(SCALE_TOKEN)}
        else md5(u.email) || md5(u.email || 'x') end, now() + interval '30 days'
      from users u where u.email like 'escala-%@escala.example'`);
  });
  await db.execute(sql`analyze`);
  const result = await db.execute(sql`
    select u.id as user_id, a.id as ally_id, a.code as ally_code, l.id as lesson_id, l.module_id
    from users u join allies a on a.id = u.ally_id
    cross join lateral (
      select l.id, l.module_id from lessons l join lesson_modules m on m.id = l.module_id
      where m.ally_id = u.ally_id order by l.id limit 1 offset 250
    ) l
    where u.email = 'escala-0@escala.example'`);
  const rows = rowsOf<{ user_id: number; ally_id: number; ally_code: string; lesson_id: number; module_id: number }>(
    result,
  );
  const [row] = rows;
  if (!row) throw new Error('the scale data has no first learner');
  // The first learner's module earns an achievement: the console's earners of it are read at scale.
  const [achievement] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into achievements (ally_id, module_id, title, description, prize_kind, prize_title, prize_description)
      values (${row.ally_id}, ${row.module_id}, 'Logro de escala', 'Termina el módulo', 'report', 'Reporte', 'PDF')
      returning id`),
  );
  return {
    achievementId: Number(achievement?.id),
    allyCode: row.ally_code,
    allyId: Number(row.ally_id),
    userId: Number(row.user_id),
    lessonId: Number(row.lesson_id),
    moduleId: Number(row.module_id),
    token: SCALE_TOKEN,
  };
}
