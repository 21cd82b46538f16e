import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';

/**
 * Which database the suite runs on: in-memory PGlite by default; a throwaway database on a real
 * PostgreSQL server when scripts/test-both.mjs sets AULA_TEST_DB=postgres.
 */
export const testDriver = process.env.AULA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database; closing it drops it when it lives on a server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'pglite') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
