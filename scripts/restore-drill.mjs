// `node scripts/restore-drill.mjs [--keep]`: proves the PostgreSQL backup restores. Dumps
// DATABASE_URL (default: the cluster's database) with pg_dump, restores the dump into a scratch
// database beside it with pg_restore, and compares every table's row count between the two.
// The counts of the source are taken in the very snapshot pg_dump dumps (pg_export_snapshot), so
// writes arriving during the drill cannot make it fail or pass by chance. Exit 1 on any difference.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pg, redactUrl, splitDatabaseUrl } from './lib/cluster-database.mjs';

const CLIENT_HINT = "Install Debian's PostgreSQL client tools with `sudo apt-get install -y postgresql-client`.";
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const sourceUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/aula_cluster';
const { name, serverUrl } = splitDatabaseUrl(sourceUrl);
const scratchName = `${name}_restore_drill`;
const scratchUrl = Object.assign(new URL(sourceUrl), { pathname: `/${scratchName}` }).toString();

for (const tool of ['pg_dump', 'pg_restore']) {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(`[restore drill] ${tool} not found. ${CLIENT_HINT}`);
    process.exit(1);
  }
}

/** Every table of the application's schemas with its row count, as `schema.table`. */
async function rowCounts(client) {
  const tables = await client.query(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts = new Map();
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const quoted = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`;
    const { rows } = await client.query(`select count(*)::bigint as count from ${quoted}`);
    counts.set(`${schema}.${table}`, BigInt(rows[0].count));
  }
  return counts;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const folder = mkdtempSync(join(tmpdir(), 'aula-restore-drill-'));
const dumpFile = join(folder, `${name}.dump`);
const source = new pg.Client({ connectionString: sourceUrl });
const admin = new pg.Client({ connectionString: serverUrl });
let failed = false;
try {
  await source.connect();
  await admin.connect();
  // One snapshot for the dump and the counts of the source.
  await source.query('begin isolation level repeatable read read only');
  const snapshot = (await source.query('select pg_export_snapshot() as id')).rows[0].id;
  let started = Date.now();
  execFileSync('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`, sourceUrl], {
    stdio: 'inherit',
  });
  console.log(
    `[restore drill] dumped ${redactUrl(sourceUrl)}: ${(statSync(dumpFile).size / 1024).toFixed(0)} KB in ${seconds(started)}`,
  );
  const before = await rowCounts(source);
  await source.query('commit');

  await admin.query(`drop database if exists ${pg.escapeIdentifier(scratchName)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(scratchName)}`);
  started = Date.now();
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${scratchUrl}`, dumpFile], {
    stdio: 'inherit',
  });
  console.log(`[restore drill] restored into ${scratchName} in ${seconds(started)}`);

  const restored = new pg.Client({ connectionString: scratchUrl });
  await restored.connect();
  const after = await rowCounts(restored);
  await restored.end();

  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const width = Math.max(...names.map((table) => table.length));
  console.log(`${'table'.padEnd(width)}  ${'source'.padStart(9)}  ${'restored'.padStart(9)}`);
  for (const table of names) {
    const [was, is] = [before.get(table), after.get(table)];
    const same = was === is;
    failed ||= !same;
    console.log(
      `${table.padEnd(width)}  ${String(was ?? 'missing').padStart(9)}  ${String(is ?? 'missing').padStart(9)}${same ? '' : '  DIFFERS'}`,
    );
  }
  const total = [...before.values()].reduce((sum, count) => sum + count, 0n);
  console.log(
    failed
      ? '[restore drill] FAILED: the restored database differs from its source'
      : `[restore drill] passed: ${names.length} tables, ${total} rows, the same in the restored copy`,
  );
} finally {
  await source.end().catch(() => {});
  if (!values.keep) await admin.query(`drop database if exists ${pg.escapeIdentifier(scratchName)} with (force)`);
  else console.log(`[restore drill] kept ${scratchName} (--keep)`);
  await admin.end().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
