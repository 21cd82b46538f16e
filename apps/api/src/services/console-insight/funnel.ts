import type { FunnelResponse } from '@aula/contracts/console-funnel';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { FiguresOf, InsightScope } from '../insight';
import { cohortOf } from './cohort';

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
  finished_in_chat: number;
  parts_done: number;
  parts_in_chat: number;
}
interface LessonCounts {
  lesson_id: number;
  reached: number;
  completed: number;
  completed_in_chat: number;
  stopped: number;
  ratings: number;
  average: number | null;
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
export async function funnelOf(db: Database, scope: InsightScope): Promise<FiguresOf<FunnelResponse>> {
  // Two statements over the rollups, each an index-only scan of the cohort: per module (started,
  // finished, parts done by channel), and per lesson (reached, completed, in the chat, stopped
  // there, ratings) from insight_funnel.
  const [curriculum, modules, lessons] = await Promise.all([
    curriculumOf(db, scope),
    db.execute(sql`
      select m.module_id, count(*)::int as started, count(m.completed_at)::int as finished,
        count(*) filter (where m.completed_in_chat)::int as finished_in_chat,
        sum(m.parts_done)::int as parts_done, sum(m.parts_in_chat)::int as parts_in_chat
      from insight_module_progress m where ${cohortOf(scope, 'm')} group by m.module_id`),
    db.execute(sql`
      select f.lesson_id,
        count(*) filter (where f.begun)::int as reached,
        count(f.lesson_completed_at)::int as completed,
        count(*) filter (where f.lesson_completed_in_chat)::int as completed_in_chat,
        count(*) filter (where f.furthest and f.module_completed_at is null)::int as stopped,
        count(f.rating)::int as ratings,
        avg(f.rating)::float8 as average
      from insight_funnel f where ${cohortOf(scope, 'f', 'module_started_at')} group by f.lesson_id`),
  ]);
  const moduleCounts = new Map(rowsOf<ModuleCounts>(modules).map((row) => [Number(row.module_id), row]));
  const lessonCounts = new Map(rowsOf<LessonCounts>(lessons).map((row) => [Number(row.lesson_id), row]));

  const result: FunnelResponse['modules'] = [];
  for (const row of curriculum) {
    let module = result.at(-1);
    if (module?.id !== row.module_id) {
      const counts = moduleCounts.get(row.module_id);
      const partsInChat = Number(counts?.parts_in_chat ?? 0);
      module = {
        id: row.module_id,
        title: row.module_title,
        started: Number(counts?.started ?? 0),
        finished: Number(counts?.finished ?? 0),
        finishedInChat: Number(counts?.finished_in_chat ?? 0),
        partsOnSite: Number(counts?.parts_done ?? 0) - partsInChat,
        partsInChat,
        lessons: [],
      };
      result.push(module);
    }
    if (row.lesson_id === null) continue;
    const counts = lessonCounts.get(row.lesson_id);
    module.lessons.push({
      id: row.lesson_id,
      title: row.lesson_title ?? '',
      reached: Number(counts?.reached ?? 0),
      completed: Number(counts?.completed ?? 0),
      completedInChat: Number(counts?.completed_in_chat ?? 0),
      stoppedHere: Number(counts?.stopped ?? 0),
      averageRating: counts?.ratings ? Number(counts.average) : null,
      ratings: Number(counts?.ratings ?? 0),
    });
  }
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    modules: result,
  };
}
