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

export async function openPostgres(
  url: string,
  { poolSize = 10, timeouts }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = resilientPool(url, poolSize, timeouts ?? NO_TIMEOUTS, logConnectionError);
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
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
    close: () => pool.end(),
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
