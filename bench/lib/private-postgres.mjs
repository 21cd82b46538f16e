// A PostgreSQL server of the cluster bench's own (BENCH_PG=private): made with initdb in a folder
// of its own, on a port of its own, so the bench may stop and restart it under load without
// touching the server anyone else uses. As root, the server runs as the `postgres` user (it refuses root).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's newest /usr/lib/postgresql/<major>/bin, else whatever PATH finds. */
function binary(name) {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const file = join(base, major, 'bin', name);
      if (existsSync(file)) return file;
    }
  }
  return name;
}

const asRoot = process.getuid?.() === 0;

/** Asynchronous: the bench's load generator shares this event loop and must keep sending meanwhile. */
async function runAsServerUser(program, args) {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  try {
    return (await run(command, commandArgs, { encoding: 'utf8' })).stdout;
  } catch (error) {
    throw new Error(`${program} ${args.join(' ')} failed: ${error.stderr || error.message}`);
  }
}

/**
 * @param {object} options
 * @param {number} options.port where the server listens (127.0.0.1)
 * @param {string} [options.dir] its data folder (made with initdb when missing)
 */
export function privatePostgres({ port, dir = join(tmpdir(), `aula-bench-pg-${port}`) }) {
  const pgCtl = binary('pg_ctl');
  const logFile = `${dir}.log`;
  const serverOptions = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`;
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    dir,
    logFile,
    url,
    /** initdb when the folder is new (trust auth, user postgres), then start and wait until it accepts. */
    async start() {
      if (!existsSync(join(dir, 'PG_VERSION'))) {
        if (asRoot) execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', dir]);
        await runAsServerUser(binary('initdb'), [
          '-D',
          dir,
          '-U',
          'postgres',
          '--auth=trust',
          '-E',
          'UTF8',
          '--no-sync',
        ]);
      }
      // Left running by a run that was killed: used as it is.
      if (await this.running()) return;
      await runAsServerUser(pgCtl, ['-D', dir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
    },
    /** A fast stop: every connection is ended, as in a crash of the database or its host's restart. */
    async stop() {
      await runAsServerUser(pgCtl, ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
    async running() {
      return runAsServerUser(pgCtl, ['-D', dir, 'status']).then(
        () => true,
        () => false,
      );
    },
  };
}
