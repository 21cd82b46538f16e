import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** An insight answer's figures, before the route adds when they were computed (`withComputedAt`). */
export type FiguresOf<Answer extends { computedAt: unknown }> = Omit<Answer, 'computedAt'>;

/** The last refresh of the rollups: when its figures were computed (its start) and when it ended. */
export interface InsightRefreshRecord {
  computedAt: string;
  finishedAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The newest row of insight_refreshes; null before the first refresh. */
export async function lastInsightRefresh(db: Database): Promise<InsightRefreshRecord | null> {
  const [row] = rowsOf<{ computed_at: Date | string; finished_at: Date | string }>(
    await db.execute(sql`select computed_at, finished_at from insight_refreshes order by computed_at desc limit 1`),
  );
  return row ? { computedAt: iso(row.computed_at), finishedAt: iso(row.finished_at) } : null;
}

/** When the figures the rollups hold now were computed, as an ISO timestamp; null before the first refresh. */
export async function insightComputedAtOf(db: Database): Promise<string | null> {
  return (await lastInsightRefresh(db))?.computedAt ?? null;
}

/**
 * An insight answer with the moment its figures were computed. The moment is read first: a refresh
 * that commits in between makes the figures newer than said, never older.
 */
export async function withComputedAt<T extends object>(
  db: Database,
  figures: () => Promise<T>,
): Promise<T & { computedAt: string | null }> {
  const computedAt = await insightComputedAtOf(db);
  return { ...(await figures()), computedAt };
}
