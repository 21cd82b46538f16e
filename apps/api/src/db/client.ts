import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateDrizzlePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
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

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the main thread, and queued queries resolve one
 * another as microtasks: under load a chain of them kept the event loop from accepting new
 * connections and reading waiting requests for seconds (the soak's timeouts). Queries here go one
 * at a time through a queue that waits a turn of the event loop before each, so I/O is served
 * between any two of them, however many arrive at once (a burst of first reads filling caches).
 */
function yieldBetweenQueries(client: PGlite) {
  const query = client.query.bind(client);
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const result = tail.then(turn).then(() => query(...args));
    tail = result.catch(() => {});
    return result;
  }) as typeof client.query;
}

/** Embedded PostgreSQL: on disk under `dir`, or in memory when `dir` is undefined (tests). */
export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  return pgliteHandle(new PGlite(dir));
}

/** Wraps an already created PGlite (tests restore one from a snapshot to skip initdb). */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  yieldBetweenQueries(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrateDrizzlePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
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
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}
