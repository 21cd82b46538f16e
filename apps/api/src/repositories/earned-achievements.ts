import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** Whose earned achievements: an ally's, narrowed to one learner and / or one achievement. */
export interface EarnedFilter {
  allyId: number;
  userId?: number;
  achievementId?: number;
}

/**
 * The one definition of an earned achievement ("finish module X"), as SQL so a learner's own
 * screens, the console's earners and learner page and the code sends all ask the same question:
 * the module is one the learner sees (their ally's, published, unscoped or of their country), and
 * every published lesson of it has parts, each of which (archived ones aside) the learner has done.
 * Earned at: the last of those completions. Answers `achievement_id`, `user_id`, `earned_at`, one row
 * per earned achievement and learner, to be read as is or used as a subquery.
 *
 * Driven from the completions of the module's parts (by part for an ally, by learner for one), so
 * neither a whole ally's learners nor every completion is read.
 */
export function earnedAchievementsSql({ allyId, userId, achievementId }: EarnedFilter): SQL {
  const oneAchievement = achievementId === undefined ? sql`` : sql`and a.id = ${achievementId}`;
  const oneLearner = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
  return sql`
    with required as (
      select a.id as achievement_id, m.country_id, p.id as part_id
      from achievements a
      join lesson_modules m on m.id = a.module_id and m.ally_id = a.ally_id and m.published_at is not null
      join lessons l on l.module_id = m.id and l.published_at is not null and l.published_at <= now()
      left join lesson_parts p on p.lesson_id = l.id and p.archived_at is null
      where a.ally_id = ${allyId} ${oneAchievement}
    ),
    -- A lesson without parts can never be finished (its progress stays at 0 %): nor can its module.
    totals as (
      select achievement_id, count(*)::int as parts from required
      group by achievement_id having count(*) = count(part_id)
    ),
    -- Each required part's completions by its index (offset 0 keeps the planner from reading every
    -- completion in one pass instead, which it would while there are few of them).
    done as (
      select r.achievement_id, pc.user_id, count(*)::int as parts, max(pc.completed_at) as earned_at
      from required r
      cross join lateral (
        select user_id, completed_at from part_completions where part_id = r.part_id ${oneLearner} offset 0
      ) pc
      join users u on u.id = pc.user_id and u.ally_id = ${allyId}
      where r.country_id is null or r.country_id = u.country_id
      group by r.achievement_id, pc.user_id
    )
    select done.achievement_id, done.user_id, done.earned_at
    from done join totals on totals.achievement_id = done.achievement_id
    where done.parts = totals.parts`;
}

export interface EarnedAchievement {
  achievementId: number;
  userId: number;
  earnedAt: Date;
}

/** The earned achievements the filter names (earnedAchievementsSql), read. */
export async function earnedAchievements(db: Database, filter: EarnedFilter): Promise<EarnedAchievement[]> {
  const rows = rowsOf<{ achievement_id: number; user_id: number; earned_at: Date | string }>(
    await db.execute(earnedAchievementsSql(filter)),
  );
  return rows.map((row) => ({
    achievementId: Number(row.achievement_id),
    userId: Number(row.user_id),
    earnedAt: new Date(row.earned_at),
  }));
}
