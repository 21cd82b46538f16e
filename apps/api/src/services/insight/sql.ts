import { type SQL, sql } from 'drizzle-orm';
import type { InsightPeriod, InsightScope } from './scope';

/**
 * The learners a scope covers, as a condition on a `users` row aliased `alias`: learners (not team
 * or staff) of the scoped allies, in the country and of the business type asked for. Every insight
 * query includes it, so no figure can count another ally's learner.
 */
export function learnersInScope(scope: InsightScope, alias = 'u'): SQL {
  const user = sql.raw(alias);
  const allyIds = scope.allies.map((ally) => ally.id);
  const parts: SQL[] = [
    sql`${user}.access = 'learner'`,
    sql`${user}.ally_id in (${sql.join(
      allyIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ];
  if (scope.country) parts.push(sql`${user}.country_id = ${scope.country.id}`);
  if (scope.businessTypeId !== null) {
    parts.push(
      sql`exists (select 1 from business_profiles bp_scope where bp_scope.user_id = ${user}.id and bp_scope.business_type_id = ${scope.businessTypeId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** `column` falls in the period: from its first instant, up to (not including) the day after it. */
export function inPeriod(column: SQL | string, period: InsightPeriod): SQL {
  const at = typeof column === 'string' ? sql.raw(column) : column;
  return sql`${at} >= ${period.start.toISOString()}::timestamptz and ${at} < ${period.end.toISOString()}::timestamptz`;
}

/**
 * The same scope as a condition on a rollup row (db/schema/insight-rollups.ts) aliased `alias`:
 * the rollups carry the learner's ally, country and business type, so no join with users is needed.
 */
export function rollupInScope(scope: InsightScope, alias: string): SQL {
  const row = sql.raw(alias);
  const parts: SQL[] = [
    sql`${row}.ally_id in (${sql.join(
      scope.allies.map((ally) => sql`${ally.id}`),
      sql`, `,
    )})`,
  ];
  if (scope.country) parts.push(sql`${row}.country_id = ${scope.country.id}`);
  if (scope.businessTypeId !== null) parts.push(sql`${row}.business_type_id = ${scope.businessTypeId}`);
  return sql.join(parts, sql` and `);
}
