// `npm run bench` (not part of `npm test`): builds the web app, starts the production server on a
// fresh embedded database and prints, in one run and a stable format:
//   1. each route's initial JavaScript, compressed (the build's route budgets);
//   2. Lighthouse mobile (median of 3) for the landing /mx/impulsa, sign-in and the signed-in learner's
//      home, modules and a lesson, each against its targets (yes/no);
//   3. the API benchmark of bench/api.mjs (`runApiBench({ log })`), when that file exists.
// Options (the API part reads its own BENCH_* variables, see bench/api.mjs): --web-dist DIR (build there; default dist/bench-web), --skip-build (use DIR as built),
// --runs N (Lighthouse runs, default 3), --port N (default 3290), --server "CMD ARGS" (default the
// built API: node apps/api/dist/server.js), --no-api (skip part 3).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LANDING_TARGETS, LEARNER_TARGETS, lighthouseMedian, lighthouseRow, targetsText } from './lib/lighthouse.mjs';
import { readRouteReport, routeRows } from './lib/route-js.mjs';
import { startServer } from './lib/server.mjs';
import { demoSessionCookies, firstLessonId } from './lib/sign-in.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'web-dist': { type: 'string', default: join(root, 'dist', 'bench-web') },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3290' },
    server: { type: 'string' },
    'no-api': { type: 'boolean', default: false },
  },
});
const webDist = resolve(values['web-dist']);
const runs = Number(values.runs);
const log = (line = '') => console.log(line);
const pnpm = process.env.PNPM ?? 'pnpm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function table(title, rows) {
  log(`\n## ${title}`);
  if (rows.length === 0) return log('(none)');
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ');
  log(line(columns));
  log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) log(line(columns.map((column) => row[column])));
}

const buildApi = !values['skip-build'] && !values.server;
if (!values['skip-build']) {
  run(pnpm, ['--filter', '@aula/web', 'exec', 'vite', 'build', '--outDir', webDist, '--logLevel', 'warn']);
  if (buildApi) run(pnpm, ['--filter', '@aula/api', 'build']);
}

log(`# Aula bench (${new Date().toISOString()}, node ${process.version})`);
table('Initial JavaScript per route (compressed)', routeRows(readRouteReport(webDist)));

const server = await startServer({
  root,
  port: Number(values.port),
  webDist,
  ...(values.server ? { command: values.server.split(' ') } : {}),
});
try {
  const landing = `${server.origin}/mx/impulsa`;
  const signedInCookies = await demoSessionCookies(server.origin, { allyCode: 'impulsa' });
  const lessonPath = `/mx/impulsa/seccion/lecciones/${await firstLessonId(server.origin, { allyCode: 'impulsa' })}`;
  const measure = async (path, { signedIn = false, targets = LEARNER_TARGETS } = {}) =>
    lighthouseRow(
      path,
      await lighthouseMedian(`${server.origin}${path}`, { runs, cookies: signedIn ? signedInCookies : [] }),
      targets,
    );
  const rows = [
    await measure(new URL(landing).pathname, { targets: LANDING_TARGETS }),
    // Issue 26: the screens a learner uses every day, and sign-in, held to the public pages' bar.
    await measure('/mx/impulsa/login'),
    await measure('/mx/impulsa/seccion', { signedIn: true }),
    await measure('/mx/impulsa/seccion/modulos', { signedIn: true }),
    await measure(lessonPath, { signedIn: true }),
  ];
  table(
    `Lighthouse mobile, median of ${runs} (targets: ${targetsText(LANDING_TARGETS)} on the landing; ${targetsText(LEARNER_TARGETS)} on sign-in and the learner's screens)`,
    rows,
  );
} finally {
  await server.stop();
}

if (values['no-api']) log('\n## API\nskipped (--no-api)');
else if (!existsSync(join(import.meta.dirname, 'api.mjs'))) {
  log('\n## API\nskipped: bench/api.mjs does not exist yet (the API benchmark is written separately)');
} else {
  const { runApiBench } = await import('./api.mjs');
  const { formatTable } = await import('./lib/api-rows.mjs');
  log('\n## API (bench/api.mjs)');
  // Built above already, or --skip-build asked for no build.
  const rows = await runApiBench({ log, build: !values['skip-build'] && !buildApi });
  log(formatTable(rows));
}
