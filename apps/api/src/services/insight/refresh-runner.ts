import type { Database } from '../../db/client';
import { DEFAULT_REFRESH_MINUTES, insightRefreshLocked, refreshInsightRollups } from './refresh-rollups';

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What an ask for a refresh became: it began one, or one was under way already (here or elsewhere). */
export type RefreshStart = 'started' | 'running';

/** One process's way to the rollups' refresh: its schedule and the console's "refresh now" share it. */
export interface InsightRefresher {
  /**
   * Begins a refresh unless one is under way; resolves as soon as that is known (the refresh goes
   * on after), rejects if the database could not be asked.
   */
  start(): Promise<RefreshStart>;
  /** Whether a refresh is under way in this process or in another one sharing the database. */
  running(): Promise<boolean>;
  /** Settles once this process's refresh, if any, has ended. */
  idle(): Promise<void>;
}

/**
 * The advisory lock keeps processes from refreshing together; within one process a second ask joins
 * the refresh under way instead of queueing a transaction behind it (on PGlite, whose one connection
 * serialises transactions, the lock alone would let the second run after the first).
 */
export function insightRefresher(db: Database, log: Logger): InsightRefresher {
  let current: Promise<void> | null = null;
  return {
    start() {
      if (current) return Promise.resolve('running');
      return new Promise<RefreshStart>((resolve, reject) => {
        let told = false;
        const tell = (locked: boolean) => {
          told = true;
          resolve(locked ? 'started' : 'running');
        };
        current = refreshInsightRollups(db, tell)
          .then((seconds) => {
            if (seconds !== null) log.info({ seconds: Math.round(seconds * 10) / 10 }, 'insight rollups refreshed');
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'insight rollups refresh failed');
            if (!told) reject(error);
          })
          .finally(() => {
            current = null;
          });
      });
    },
    async running() {
      return current !== null || (await insightRefreshLocked(db));
    },
    idle() {
      return current ?? Promise.resolve();
    },
  };
}

/**
 * Refreshes the rollups now (after the seed and migrations of a start) and every `minutes` after,
 * through this process's refresher (never two at once; a failure is logged and tried again next
 * time). Returns the function that stops it.
 */
export function scheduleInsightRefresh(refresher: InsightRefresher, minutes = DEFAULT_REFRESH_MINUTES): () => void {
  if (minutes <= 0) return () => {};
  // The refresher has logged a failure; the next turn tries again.
  const refresh = () => void refresher.start().catch(() => {});
  refresh();
  const timer = setInterval(refresh, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
