import { type SQL, sql } from 'drizzle-orm';
import { type InsightScope, learnersInScope } from '../insight';

/**
 * The lessons each scoped learner has finished, with when: a lesson is finished when every one of
 * its parts is completed, at the moment of its last part (progress is derived from part
 * completions, as the learner site does). Columns: user_id, lesson_id, module_id, done_at.
 */
export function lessonCompletionsSql(scope: InsightScope): SQL {
  return sql`(
    select pc.user_id, lp.lesson_id, l.module_id, max(pc.completed_at) as done_at
    from part_completions pc
    join lesson_parts lp on lp.id = pc.part_id
    join lessons l on l.id = lp.lesson_id
    join users u on u.id = pc.user_id
    where ${learnersInScope(scope, 'u')}
    group by pc.user_id, lp.lesson_id, l.module_id
    having count(*) = (select count(*) from lesson_parts all_parts where all_parts.lesson_id = lp.lesson_id)
  )`;
}

/**
 * The modules each scoped learner has finished, with when: every published lesson of the module
 * finished (its last one's moment). Columns: user_id, module_id, done_at.
 */
export function moduleCompletionsSql(scope: InsightScope): SQL {
  return sql`(
    select lc.user_id, lc.module_id, max(lc.done_at) as done_at
    from ${lessonCompletionsSql(scope)} lc
    join lessons l on l.id = lc.lesson_id and l.published_at is not null and l.archived_at is null
    group by lc.user_id, lc.module_id
    having count(*) = (
      select count(*) from lessons published
      where published.module_id = lc.module_id and published.published_at is not null and published.archived_at is null
    )
  )`;
}
