import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, pgliteHandle } from '../../src/db/client';
import { testDriver } from './driver';
import { onTestServer, serverUrlWith } from './postgres-admin';

/** A copy of the run's template database (test/global-setup.ts), dropped again on close. */
async function openPostgresDatabase(seed: boolean): Promise<DatabaseHandle> {
  const templates = inject('postgresTemplates');
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  await onTestServer(`create database ${name} template ${seed ? templates.seeded : templates.migrated}`);
  const handle = await openPostgres(serverUrlWith({ database: name }), { poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onTestServer(`drop database if exists ${name} with (force)`);
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
 * on PostgreSQL a new database copied from the template made the same way, which closing drops.
 */
export async function openTestDatabase({ seed = true, ownThread = false }: TestDatabaseOptions = {}) {
  if (testDriver === 'postgres') return openPostgresDatabase(seed);
  const snapshots = inject('pgliteSnapshots');
  const snapshotFile = seed ? snapshots.seeded : snapshots.migrated;
  if (ownThread) return openPglite({ snapshotFile });
  return pgliteHandle(new PGlite({ loadDataDir: new Blob([readFileSync(snapshotFile)]) }));
}
