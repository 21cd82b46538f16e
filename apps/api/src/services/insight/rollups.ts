import { type SQL, sql } from 'drizzle-orm';
import type { InsightPeriod, InsightScope } from './scope';
import { rollupInScope } from './sql';

// Ready-made reads of the rollups (db/schema/insight-rollups.ts) for the insight queries: at a
// million part completions, deriving "finished" or "active" from the raw rows takes seconds
// (docs/INSIGHT.md has the plans); these read an index of a view refreshed every few minutes.

/** Lessons the scoped learners finished: user_id, lesson_id, module_id, done_at. */
export function finishedLessonsSql(scope: InsightScope): SQL {
  return sql`(select r.user_id, r.lesson_id, r.module_id, r.completed_at as done_at
    from insight_lesson_progress r where r.completed_at is not null and ${rollupInScope(scope, 'r')})`;
}

/** Modules the scoped learners finished (every published lesson): user_id, module_id, done_at. */
export function finishedModulesSql(scope: InsightScope): SQL {
  return sql`(select r.user_id, r.module_id, r.completed_at as done_at
    from insight_module_progress r where r.completed_at is not null and ${rollupInScope(scope, 'r')})`;
}

/** How many scoped learners completed a part or opened a lesson on a day of `window` (an int expression). */
export function activeLearnersSql(scope: InsightScope, window: InsightPeriod): SQL {
  const from = window.start.toISOString().slice(0, 10);
  const to = window.end.toISOString().slice(0, 10);
  return sql`(select count(distinct a.user_id) from insight_daily_activity a
    where ${rollupInScope(scope, 'a')} and a.day >= ${from}::date and a.day < ${to}::date)::int`;
}
