import { type SQL, sql } from 'drizzle-orm';
import { type InsightScope, inPeriod, rollupInScope } from '../insight';

/**
 * A module's cohort: the scoped learners who began the module in the period (their first part of
 * it done then), as a condition on an insight_module_progress or insight_funnel row aliased
 * `alias` (`started` names the column of the module's start). The funnel follows them to today,
 * so "finished" counts those who finished after the period too.
 */
export function cohortOf(scope: InsightScope, alias = 'm', started = 'started_at'): SQL {
  return sql`${rollupInScope(scope, alias)} and ${inPeriod(`${alias}.${started}`, scope.period)}`;
}

/**
 * The ids of the learners who began `moduleId` in the period and stopped at `lessonId` without
 * finishing the module (their furthest lesson of it, by the lessons' order): what the funnel's
 * "see learners" link opens (a sub-select of user ids), the same people the funnel counts there.
 */
export function learnersStoppedAt(scope: InsightScope, moduleId: number, lessonId: number): SQL {
  return sql`(select f.user_id from insight_funnel f
    where ${cohortOf(scope, 'f', 'module_started_at')} and f.module_id = ${moduleId} and f.lesson_id = ${lessonId}
      and f.furthest and f.module_completed_at is null)`;
}
