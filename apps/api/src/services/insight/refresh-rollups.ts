import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { INSIGHT_ROLLUPS } from '../../db/schema';

// Any constant works; it only has to be the same in every process sharing a database.
export const REFRESH_LOCK_ID = 7_340_229;

/** How often the rollups are rebuilt when INSIGHT_REFRESH_MINUTES does not say (0 turns it off). */
export const DEFAULT_REFRESH_MINUTES = 10;

// How long the record of past refreshes is kept (one row per refresh).
const KEEP_REFRESHES = '90 days';

/**
 * Rebuilds the insight rollups, in dependency order, CONCURRENTLY (the console keeps reading the
 * previous rows meanwhile; each view has the unique index this needs), and records the refresh in
 * `insight_refreshes` in the same transaction. One process at a time: a second one finding the
 * lock taken skips its turn. `onLock` hears whether this call got the lock, as soon as it knows.
 * Returns the seconds taken, or null if skipped.
 */
export async function refreshInsightRollups(
  db: Database,
  onLock: (locked: boolean) => void = () => {},
): Promise<number | null> {
  const started = performance.now();
  const done = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_ID}) as locked`),
    );
    onLock(lock?.locked === true);
    if (!lock?.locked) return false;
    // A refresh takes about a minute at 1 M part completions: longer than a request may (the
    // insight pool's statement_timeout), so this transaction lifts the limit for itself.
    await tx.execute(sql`set local statement_timeout = 0`);
    for (const view of INSIGHT_ROLLUPS) {
      await tx.execute(sql.raw(`refresh materialized view concurrently ${view}`));
    }
    // now() is the transaction's start, before any view was rebuilt: the figures are at least this fresh.
    await tx.execute(
      sql`insert into insight_refreshes (computed_at, finished_at) values (now(), clock_timestamp()) on conflict do nothing`,
    );
    await tx.execute(sql`delete from insight_refreshes where computed_at < now() - ${KEEP_REFRESHES}::interval`);
    return true;
  });
  if (!done) return null;
  // Outside the transaction (VACUUM cannot run in one): marks the new rows all-visible, so counts
  // by the (ally_id, ...) indexes are index-only scans (8 ms instead of 130 ms at 1 M completions).
  for (const view of INSIGHT_ROLLUPS) await db.execute(sql.raw(`vacuum (analyze) ${view}`));
  return (performance.now() - started) / 1000;
}

/**
 * Whether a process sharing this database is refreshing the rollups now: someone holds the refresh's
 * advisory lock (a bigint key shows in pg_locks as classid 0, objid the key, objsubid 1).
 */
export async function insightRefreshLocked(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await db.execute(sql`select exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted and classid = 0 and objid = ${REFRESH_LOCK_ID} and objsubid = 1
        and database = (select oid from pg_database where datname = current_database())
    ) as locked`),
  );
  return row?.locked === true;
}
