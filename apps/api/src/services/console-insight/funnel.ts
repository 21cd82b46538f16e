import type { FunnelResponse } from '@aula/contracts/console-funnel';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { InsightScope } from '../insight';
import { cohortOf, stoppedAtSql } from './cohort';

interface LessonRow {
  module_id: number;
  module_title: string;
  lesson_id: number | null;
  lesson_title: string | null;
}
interface ModuleCounts {
  module_id: number;
  started: number;
  finished: number;
}
interface LessonCounts {
  lesson_id: number;
  reached: number;
  completed: number;
}
interface Stops {
  lesson_id: number;
  stopped: number;
}
interface Ratings {
  lesson_id: number;
  ratings: number;
  average: number;
}

const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The scoped allies' published modules (those the country asked for may see) and their published lessons, in order. */
async function curriculumOf(db: Database, scope: InsightScope): Promise<LessonRow[]> {
  const country = scope.country ? sql` and (lm.country_id is null or lm.country_id = ${scope.country.id})` : sql``;
  return rowsOf<LessonRow>(
    await db.execute(sql`
      select lm.id as module_id, lm.title as module_title, l.id as lesson_id, l.title as lesson_title
      from lesson_modules lm
      left join lessons l on l.module_id = lm.id and l.published_at is not null and l.archived_at is null
      where lm.ally_id in (${ids(scope.allies.map((ally) => ally.id))})
        and lm.published_at is not null and lm.archived_at is null${country}
      order by lm.ally_id, lm.position, lm.id, l.position, l.id`),
  );
}

/** Per module and lesson: the cohort that started each module in the period, and how far it got (rollups). */
export async function funnelOf(db: Database, scope: InsightScope): Promise<FunnelResponse> {
  const [curriculum, modules, lessons, stops, ratings] = await Promise.all([
    curriculumOf(db, scope),
    db.execute(sql`
      select m.module_id, count(*)::int as started, count(m.completed_at)::int as finished
      from insight_module_progress m where ${cohortOf(scope, 'm')} group by m.module_id`),
    db.execute(sql`
      select p.lesson_id, count(*)::int as reached, count(p.completed_at)::int as completed
      from insight_module_progress m
      join insight_lesson_progress p on p.user_id = m.user_id and p.module_id = m.module_id
      where ${cohortOf(scope, 'm')} group by p.lesson_id`),
    db.execute(sql`select s.lesson_id, count(*)::int as stopped from ${stoppedAtSql(scope)} s group by s.lesson_id`),
    db.execute(sql`
      select lr.lesson_id, count(*)::int as ratings, avg(lr.rating)::float8 as average
      from insight_module_progress m
      join lessons l on l.module_id = m.module_id
      join lesson_ratings lr on lr.lesson_id = l.id and lr.user_id = m.user_id
      where ${cohortOf(scope, 'm')} group by lr.lesson_id`),
  ]);
  const moduleCounts = new Map(rowsOf<ModuleCounts>(modules).map((row) => [Number(row.module_id), row]));
  const lessonCounts = new Map(rowsOf<LessonCounts>(lessons).map((row) => [Number(row.lesson_id), row]));
  const stopCounts = new Map(rowsOf<Stops>(stops).map((row) => [Number(row.lesson_id), Number(row.stopped)]));
  const ratingOf = new Map(rowsOf<Ratings>(ratings).map((row) => [Number(row.lesson_id), row]));

  const result: FunnelResponse['modules'] = [];
  for (const row of curriculum) {
    let module = result.at(-1);
    if (module?.id !== row.module_id) {
      const counts = moduleCounts.get(row.module_id);
      module = {
        id: row.module_id,
        title: row.module_title,
        started: Number(counts?.started ?? 0),
        finished: Number(counts?.finished ?? 0),
        lessons: [],
      };
      result.push(module);
    }
    if (row.lesson_id === null) continue;
    const counts = lessonCounts.get(row.lesson_id);
    const rating = ratingOf.get(row.lesson_id);
    module.lessons.push({
      id: row.lesson_id,
      title: row.lesson_title ?? '',
      reached: Number(counts?.reached ?? 0),
      completed: Number(counts?.completed ?? 0),
      stoppedHere: stopCounts.get(row.lesson_id) ?? 0,
      averageRating: rating ? Number(rating.average) : null,
      ratings: Number(rating?.ratings ?? 0),
    });
  }
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    modules: result,
  };
}
