import type { OverviewResponse } from '@aula/contracts/console-overview';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  changeOf,
  type FiguresOf,
  type InsightPeriod,
  type InsightScope,
  inPeriod,
  learnersInScope,
  rollupInScope,
} from '../insight';

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
  | 'ratingSum'
  | 'partsOnSite'
  | 'partsInChat',
  number
>;

/** Each summed figure and its column in insight_daily_counts. */
const DAILY_SUMS = {
  registrations: 'registrations',
  lessons: 'lessons_completed',
  modules: 'modules_completed',
  achievements: 'achievements',
  prizes: 'prizes',
  codes: 'codes',
  ratings: 'ratings',
  ratingSum: 'rating_sum',
  partsOnSite: 'parts_on_site',
  partsInChat: 'parts_in_chat',
} as const satisfies Partial<Record<keyof Counts, string>>;

/**
 * Every overview count of the period and of the one before it, in one statement. All but "active"
 * are sums over `insight_daily_counts` (one row per ally, country, business type and day: a year
 * is a few thousand rows, not a scan of the year's records); active learners are distinct counts
 * over `insight_daily_activity`'s index. Both are rollups (services/insight, refreshed on a schedule).
 */
async function countsOf(db: Database, scope: InsightScope): Promise<{ now: Counts; before: Counts }> {
  const periods = { now: scope.period, before: scope.previous };
  const sums = Object.entries(periods).flatMap(([when, period]) =>
    Object.entries(DAILY_SUMS).map(
      ([name, column]) =>
        sql`coalesce(sum(d.${sql.raw(column)}) filter (where d.day between ${period.from}::date and ${period.to}::date), 0)::int as ${sql.identifier(`${when}_${name}`)}`,
    ),
  );
  const actives = Object.entries(periods).flatMap(([when, period]) =>
    ([7, 30] as const).map(
      (days) => sql`(select count(distinct a.user_id) from insight_daily_activity a
        where ${rollupInScope(scope, 'a')} and a.day between ${tailStartDay(period, days)}::date and ${period.to}::date)::int
        as ${sql.identifier(`${when}_active${days}`)}`,
    ),
  );
  const result = await db.execute(sql`select ${sql.join([...sums, ...actives], sql`, `)}
    from insight_daily_counts d
    where ${rollupInScope(scope, 'd')} and d.day between ${scope.previous.from}::date and ${scope.period.to}::date`);
  const [row] = rowsOf<Record<string, number | string>>(result);
  if (!row) throw new Error('insight overview: no answer');
  const countsFor = (when: string) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([name]) => name.startsWith(`${when}_`))
        .map(([name, value]) => [name.slice(when.length + 1), Number(value)]),
    ) as Counts;
  return { now: countsFor('now'), before: countsFor('before') };
}

interface CertificateCounts {
  issued: number;
  revoked: number;
}

/**
 * Certificates issued and revoked to the scoped learners in the period and the one before, read from
 * the certificates themselves (few rows per ally and an index on issued_at): live, not as at the
 * last refresh, so a revocation shows at once.
 */
async function certificateCountsOf(
  db: Database,
  scope: InsightScope,
): Promise<{ now: CertificateCounts; before: CertificateCounts }> {
  const result = await db.execute(sql`select
      count(*) filter (where ${inPeriod('c.issued_at', scope.period)})::int as now_issued,
      count(*) filter (where ${inPeriod('c.revoked_at', scope.period)})::int as now_revoked,
      count(*) filter (where ${inPeriod('c.issued_at', scope.previous)})::int as before_issued,
      count(*) filter (where ${inPeriod('c.revoked_at', scope.previous)})::int as before_revoked
    from certificates c join users u on u.id = c.user_id
    where ${learnersInScope(scope)} and c.issued_at < ${scope.period.end.toISOString()}::timestamptz`);
  const [row] = rowsOf<Record<string, number | string>>(result);
  return {
    now: { issued: Number(row?.now_issued ?? 0), revoked: Number(row?.now_revoked ?? 0) },
    before: { issued: Number(row?.before_issued ?? 0), revoked: Number(row?.before_revoked ?? 0) },
  };
}

const average = (counts: Counts) => (counts.ratings === 0 ? 0 : counts.ratingSum / counts.ratings);
/** The share of the part completions done in the WhatsApp chat (0 when none was done). */
const chatShare = (counts: Counts) => {
  const parts = counts.partsOnSite + counts.partsInChat;
  return parts === 0 ? 0 : counts.partsInChat / parts;
};

/** The overview of a scope: each figure in its period and the one before, with the change. */
export async function overviewOf(db: Database, scope: InsightScope): Promise<FiguresOf<OverviewResponse>> {
  const [{ now, before }, certificates] = await Promise.all([countsOf(db, scope), certificateCountsOf(db, scope)]);
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
      partsInChatShare: changeOf(chatShare(now), chatShare(before)),
      achievementsGranted: figure('achievements'),
      prizesClaimed: figure('prizes'),
      webinarCodesRedeemed: figure('codes'),
      certificatesIssued: changeOf(certificates.now.issued, certificates.before.issued),
      certificatesRevoked: changeOf(certificates.now.revoked, certificates.before.revoked),
      averageRating: changeOf(average(now), average(before)),
    },
    ratings: figure('ratings'),
  };
}
