// The PostgreSQL half of the API bench: used when a server answers (default
// postgres://postgres@127.0.0.1:5432/test, trust auth, as the API tests use); the bench makes a
// database of its own there and drops it afterwards.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

// pg is a dependency of the API, not of the repository root.
const pg = createRequire(join(repoRoot, 'apps', 'api', 'package.json'))('pg');

export const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const onServer = (sql) => queryBenchDatabase(serverUrl, sql);

/** Whether the server answers; a reason string when it does not. */
export async function postgresAnswers() {
  try {
    await onServer('select 1');
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A new empty database on the server: its URL and a function that drops it. */
export async function createBenchDatabase() {
  const name = `aula_bench_${randomBytes(5).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** One statement on the bench's database at `url` (its rows), on a connection of its own. */
export async function queryBenchDatabase(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
