import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { testServerUrl } from './driver';

/** The test server's address with another database (or port) in it. */
export function serverUrlWith({ database, port }: { database?: string; port?: number }): string {
  const url = new URL(testServerUrl);
  if (database) url.pathname = `/${database}`;
  if (port !== undefined) url.port = String(port);
  return url.toString();
}

/** Runs one statement on the test server's own database (creating, altering and dropping databases). */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function databaseNameOf(db: Database): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  if (!row) throw new Error('no current database');
  return row.name;
}

/**
 * Ends every connection to `database` as an operator (or a failover) would: each one's next read
 * fails with 57P01 admin_shutdown. Answers how many were ended.
 */
export async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rows[0].n;
  } finally {
    await admin.end();
  }
}
