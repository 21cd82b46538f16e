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

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: join(config.dataDir, 'pglite') });
}
