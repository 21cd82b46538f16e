import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { apiRoot, repoRoot } from '../../src/paths';
import { testDriver } from './driver';
import { onTestServer, serverUrlWith } from './postgres-admin';

const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const RUNNING = /running at http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
}

/**
 * Starts the real server (`tsx src/server.ts`, as `npm run dev` and the e2e suite do) on a free
 * port and resolves once it prints where it runs.
 */
export async function startServer(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(tsx, [join(apiRoot, 'src', 'server.ts')], {
    cwd: repoRoot,
    env: { ...parentEnv, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = RUNNING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`server exited (${code}) before starting:\n${output}`)));
  });
  return { origin, child, exited, output: () => output };
}

/** A database for server processes: a PGlite folder, or a fresh database on the test server. */
export interface ServerDatabase {
  env: Record<string, string>;
  /** Queries it once the servers using it have stopped (PGlite allows one process at a time). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function serverDatabase(): Promise<ServerDatabase> {
  if (testDriver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'aula-server-'));
    return {
      env: { DATA_DIR: dataDir },
      async query<T>(text: string, params: unknown[] = []) {
        const client = new PGlite(join(dataDir, 'pglite'));
        try {
          return (await client.query<T>(text, params)).rows;
        } finally {
          await client.close();
        }
      },
      async close() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `aula_s_${randomBytes(6).toString('hex')}`;
  await onTestServer(`create database ${name}`);
  const url = new URL(serverUrlWith({ database: name }));
  return {
    env: { DATABASE_URL: url.toString(), SEED_DEMO: 'true' },
    async query<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    close: () => onTestServer(`drop database if exists ${name} with (force)`),
  };
}
