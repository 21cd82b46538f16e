import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, pgliteHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { defaultBrandsDir } from '../../src/paths';
import { testServerUrl as serverUrl, testDriver } from './driver';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openPostgresDatabase(seed: boolean): Promise<DatabaseHandle> {
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { poolSize: 4 });
  await handle.migrate();
  if (seed) await seedDemo(handle.db, { brandsDir: defaultBrandsDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestDatabaseOptions {
  seed?: boolean;
  /**
   * On PGlite, run it in its own thread as the server does (db/pglite-remote.ts). Each query then
   * crosses threads (~0.3 ms), which doubles the suite's time, so only files about behaviour
   * under load ask for it; the others keep it in the test's thread.
   */
  ownThread?: boolean;
}

/**
 * A database of this file's own, migrated (and seeded unless `seed: false`). On PGlite it is an
 * in-memory copy of the snapshot test/global-setup.ts made by running the migrations and seed;
 * on PostgreSQL a new database that closing drops.
 */
export async function openTestDatabase({ seed = true, ownThread = false }: TestDatabaseOptions = {}) {
  if (testDriver === 'postgres') return openPostgresDatabase(seed);
  const snapshots = inject('pgliteSnapshots');
  const snapshotFile = seed ? snapshots.seeded : snapshots.migrated;
  if (ownThread) return openPglite({ snapshotFile });
  return pgliteHandle(new PGlite({ loadDataDir: new Blob([readFileSync(snapshotFile)]) }));
}
