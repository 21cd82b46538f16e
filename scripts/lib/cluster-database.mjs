// The PostgreSQL side of `npm run cluster`: its database made when missing, through the pg
// client the API itself uses (apps/api's dependency, so the scripts add none).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

export const pg = createRequire(join(root, 'apps', 'api', 'package.json'))('pg');

/** `postgres://user@host/name` → its name and the same server's `postgres` database. */
export function splitDatabaseUrl(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${redactUrl(url)}`);
  parsed.pathname = '/postgres';
  return { name, serverUrl: parsed.toString() };
}

/** A URL fit for a log line: no password. */
export const redactUrl = (url) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** Creates the database of `url` unless it exists; true when it was made. */
export async function ensureDatabase(url) {
  const { name, serverUrl } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount > 0) return false;
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}
