import { type SQL, sql } from 'drizzle-orm';
import { type InsightScope, inPeriod, rollupInScope } from '../insight';

/**
 * A module's cohort: the scoped learners who began the module in the period (their first part of
 * it done then), as a condition on an insight_module_progress row aliased `alias`. The funnel
 * follows them to today, so "finished" counts those who finished after the period too.
 */
export function cohortOf(scope: InsightScope, alias = 'm'): SQL {
  return sql`${rollupInScope(scope, alias)} and ${inPeriod(`${alias}.started_at`, scope.period)}`;
}

/**
 * Each unfinished cohort member's furthest lesson in the module (by the lessons' order): where they
 * stopped. Columns: user_id, module_id, lesson_id. The funnel counts it per lesson; the learner
 * list (`?module=&stoppedAt=`) filters by it, so both say the same people.
 */
export function stoppedAtSql(scope: InsightScope, moduleId?: number): SQL {
  const oneModule = moduleId === undefined ? sql`` : sql` and m.module_id = ${moduleId}`;
  return sql`(
    select distinct on (p.user_id, p.module_id) p.user_id, p.module_id, p.lesson_id
    from insight_module_progress m
    join insight_lesson_progress p on p.user_id = m.user_id and p.module_id = m.module_id
    join lessons l on l.id = p.lesson_id
    where ${cohortOf(scope, 'm')} and m.completed_at is null${oneModule}
    order by p.user_id, p.module_id, l.position desc, l.id desc
  )`;
}

/**
 * The ids of the learners who began `moduleId` in the period and stopped at `lessonId` without
 * finishing the module: what the funnel's "see learners" link opens (a sub-select of user ids).
 */
export function learnersStoppedAt(scope: InsightScope, moduleId: number, lessonId: number): SQL {
  return sql`(select s.user_id from ${stoppedAtSql(scope, moduleId)} s where s.lesson_id = ${lessonId})`;
}
