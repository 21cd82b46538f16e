import type { OverviewResponse } from '@aula/contracts/console-overview';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { changeOf, type InsightPeriod, type InsightScope, inPeriod, learnersInScope, rollupInScope } from '../insight';

const DAY_MS = 86_400_000;

/** The first calendar day of the last `days` days of a period (its own start when shorter). */
function tailStartDay(period: InsightPeriod, days: number): string {
  const start = Math.max(period.start.getTime(), period.end.getTime() - days * DAY_MS);
  return new Date(start).toISOString().slice(0, 10);
}

type Counts = Record<
  | 'registrations'
  | 'active7'
  | 'active30'
  | 'lessons'
  | 'modules'
  | 'achievements'
  | 'prizes'
  | 'codes'
  | 'ratings'
  | 'ratingSum',
  number
>;

/**
 * Every overview count of one period in one statement. Progress and activity are read from the
 * rollups (services/insight, refreshed on a schedule); registrations, prizes, codes and ratings
 * from their own tables, small and indexed by user.
 */
async function countsIn(db: Database, scope: InsightScope, period: InsightPeriod): Promise<Counts> {
  const learners = learnersInScope(scope, 'u');
  const activeSince = (days: number) => sql`(select count(distinct a.user_id) from insight_daily_activity a
      where ${rollupInScope(scope, 'a')} and a.day between ${tailStartDay(period, days)}::date and ${period.to}::date)::int`;
  const result = await db.execute(sql`select
    (select count(*) from users u where ${learners} and ${inPeriod('u.created_at', period)})::int as registrations,
    ${activeSince(7)} as active7,
    ${activeSince(30)} as active30,
    (select count(*) from insight_lesson_progress p
      where ${rollupInScope(scope, 'p')} and ${inPeriod('p.completed_at', period)})::int as lessons,
    (select count(*) from insight_module_progress m
      where ${rollupInScope(scope, 'm')} and ${inPeriod('m.completed_at', period)})::int as modules,
    (select count(*) from insight_module_progress m join achievements ach on ach.module_id = m.module_id
      where ${rollupInScope(scope, 'm')} and ${inPeriod('m.completed_at', period)})::int as achievements,
    (select count(*) from achievement_user_data aud join users u on u.id = aud.user_id
      where ${learners} and ${inPeriod('aud.created_at', period)})::int as prizes,
    (select count(*) from webinar_codes wc join users u on u.id = wc.redeemed_by
      where ${learners} and ${inPeriod('wc.redeemed_at', period)})::int as codes,
    (select count(*) from lesson_ratings lr join users u on u.id = lr.user_id
      where ${learners} and ${inPeriod('lr.updated_at', period)})::int as ratings,
    (select coalesce(sum(lr.rating), 0) from lesson_ratings lr join users u on u.id = lr.user_id
      where ${learners} and ${inPeriod('lr.updated_at', period)})::int as "ratingSum"`);
  const [row] = rowsOf<Counts>(result);
  if (!row) throw new Error('insight overview: no answer');
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)])) as Counts;
}

const average = (counts: Counts) => (counts.ratings === 0 ? 0 : counts.ratingSum / counts.ratings);

/** The overview of a scope: each figure in its period and the one before, with the change. */
export async function overviewOf(db: Database, scope: InsightScope): Promise<OverviewResponse> {
  const [now, before] = await Promise.all([countsIn(db, scope, scope.period), countsIn(db, scope, scope.previous)]);
  const figure = (name: keyof Counts) => changeOf(now[name], before[name]);
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    figures: {
      registrations: figure('registrations'),
      activeLearners7: figure('active7'),
      activeLearners30: figure('active30'),
      lessonsCompleted: figure('lessons'),
      modulesCompleted: figure('modules'),
      achievementsGranted: figure('achievements'),
      prizesClaimed: figure('prizes'),
      webinarCodesRedeemed: figure('codes'),
      averageRating: changeOf(average(now), average(before)),
    },
    ratings: figure('ratings'),
  };
}
