import type { LearnerRecords } from '@aula/contracts/console-curriculum';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  checkAttempts,
  lessonFavorites,
  lessonParts,
  lessonRatings,
  lessons,
  partCompletions,
  partProgress,
} from '../db/schema';

/** The item whose learner records are counted before it is deleted. */
export type RecordsScope = { moduleId: number } | { lessonId: number } | { partId: number };

/** The lessons and the parts a scope covers, archived ones included (their records are kept too). */
function scopeSql(scope: RecordsScope) {
  if ('partId' in scope) {
    return { lessonIds: sql`select null::integer where false`, partIds: sql`select ${scope.partId}::integer` };
  }
  const lessonIds =
    'lessonId' in scope
      ? sql`select ${scope.lessonId}::integer`
      : sql`select ${lessons.id} from ${lessons} where ${lessons.moduleId} = ${scope.moduleId}`;
  return {
    lessonIds,
    partIds: sql`select ${lessonParts.id} from ${lessonParts} where ${lessonParts.lessonId} in (${lessonIds})`,
  };
}

/**
 * What learners have in a module, a lesson or a part: parts opened or completed, a check's tries,
 * favourites and ratings. Deleting an item with any asks the editor first, and then keeps them (the
 * item is archived).
 */
export async function learnerRecordsIn(db: Database, scope: RecordsScope): Promise<LearnerRecords> {
  const { lessonIds, partIds } = scopeSql(scope);
  const result = await db.execute(sql`select
    (select count(*) from (
      select ${partProgress.userId} as user_id from ${partProgress} where ${partProgress.partId} in (${partIds})
      union select ${partCompletions.userId} from ${partCompletions} where ${partCompletions.partId} in (${partIds})
      union select ${checkAttempts.userId} from ${checkAttempts} where ${checkAttempts.partId} in (${partIds})
      union select ${lessonFavorites.userId} from ${lessonFavorites} where ${lessonFavorites.lessonId} in (${lessonIds})
      union select ${lessonRatings.userId} from ${lessonRatings} where ${lessonRatings.lessonId} in (${lessonIds})
    ) as learners)::int as learners,
    (select count(*) from ${partCompletions} where ${partCompletions.partId} in (${partIds}))::int as completed_parts,
    (select count(*) from ${lessonFavorites} where ${lessonFavorites.lessonId} in (${lessonIds}))::int as favorites,
    (select count(*) from ${lessonRatings} where ${lessonRatings.lessonId} in (${lessonIds}))::int as ratings`);
  const [row] = rowsOf<LearnerRecords>(result);
  if (!row) throw new Error('learner records: no answer');
  return {
    learners: Number(row.learners),
    completed_parts: Number(row.completed_parts),
    favorites: Number(row.favorites),
    ratings: Number(row.ratings),
  };
}

export const hasRecords = (records: LearnerRecords) => records.learners > 0;
