import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateDrizzlePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import type { PgliteThreadData } from './pglite-protocol';
import { RemotePglite } from './pglite-remote';
import { type PoolTimeouts, resilientPool } from './resilient-pool';
import * as schema from './schema';

/** The common base of both drivers, so repositories work the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The console insight's reads and the rollups' refresh (services/insight): on PostgreSQL a small
   * pool of its own, so heavy figures queue among themselves instead of taking the learner site's
   * connections (and cores); on PGlite the same database.
   */
  insightDb: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Any constant works; it only has to be the same in every process sharing a database.
const MIGRATION_LOCK_ID = 7_340_201;

function pgliteDatabase(client: PGlite | RemotePglite, close: () => Promise<void>): DatabaseHandle {
  // The thread's client answers the calls drizzle's PGlite driver makes (db/pglite-remote.ts).
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db,
    insightDb: db,
    driver: 'pglite',
    migrate: () => migrateDrizzlePglite(db, { migrationsFolder }),
    close,
  };
}

/**
 * Embedded PostgreSQL in a thread of its own, so queries run beside the event loop: on disk
 * under `dataDir`, from a data-dir snapshot, or in memory.
 */
export async function openPglite(data: PgliteThreadData = {}): Promise<DatabaseHandle> {
  if (data.dataDir) mkdirSync(data.dataDir, { recursive: true });
  const client = await RemotePglite.open(data, {
    onRestart: (reason) => console.error(`[aula api] ${reason.message}: started again on the same data`),
  });
  return pgliteDatabase(client, () => client.close());
}

/**
 * Wraps a PGlite running in this thread: the test setup dumps its data dir as a snapshot, and most
 * test files query one in their own thread (a query crossing threads costs ~0.3 ms).
 */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  return pgliteDatabase(client, () => client.close());
}

export interface PostgresOptions {
  poolSize?: number;
  /** Unset: no timeouts (the offline tools: seed, scale data, long migrations). */
  timeouts?: PoolTimeouts;
}

// A cut connection fails its own request; this only says so, once per connection.
const logConnectionError = (error: Error) => console.error(`[aula api] database connection: ${error.message}`);

/**
 * The insight pool: two connections (two console figures at a time per process; the others wait
 * their turn), each statement on one core (no parallel workers) and without JIT (compiling took
 * 2 s of a 50 ms survey query at 100,000 learners). The server ends a statement after 30 s; no
 * client-side timer, so the rollups' refresh (a minute at that size) can lift the limit for itself.
 */
export const INSIGHT_POOL_SIZE = 2;
const INSIGHT_SESSION = '-c jit=off -c max_parallel_workers_per_gather=0 -c statement_timeout=30000';

export async function openPostgres(
  url: string,
  { poolSize = 10, timeouts }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = resilientPool(url, poolSize, timeouts ?? NO_TIMEOUTS, logConnectionError);
  const db = drizzleNodePg(pool, { schema });
  const insightPool = resilientPool(
    url,
    INSIGHT_POOL_SIZE,
    // A console request may wait for the pool longer than a learner's: its figures take turns.
    { ...(timeouts ?? NO_TIMEOUTS), statementMs: 0, checkoutMs: timeouts?.checkoutMs ? 15_000 : 0 },
    logConnectionError,
    INSIGHT_SESSION,
  );
  const insightDb = drizzleNodePg(insightPool, { schema });
  return {
    db,
    insightDb,
    driver: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait for it. A client
      // of its own: a migration and the wait for the lock may take longer than a request may.
      const client = new pg.Client({ connectionString: url });
      client.on('error', logConnectionError);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await Promise.all([pool.end(), insightPool.end()]);
    },
  };
}

const NO_TIMEOUTS: PoolTimeouts = { connectMs: 0, statementMs: 0, checkoutMs: 0 };

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeouts?: PoolTimeouts;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts })
    : openPglite({ dataDir: join(config.dataDir, 'pglite') });
}
