// `npm run bench` (not part of `npm test`): builds the web app, starts the production server on a
// fresh embedded database and prints, in one run and a stable format, each figure beside its target
// and "yes" or "NO" (nothing here fails a build; the route budgets fail the web build itself):
//   routes        each route's JavaScript, compressed, against the build's route budgets (those
//                 within 2 % of theirs are marked "at edge");
//   lighthouse    Lighthouse mobile (median of --runs) for the landing, the blog and every screen of
//                 issue 26 (learner home, modules, a module, a lesson, favourites, achievements,
//                 profile, sign-in, registration), signed in as the demo learner where needed,
//                 and the console's summary and course list as the ally's admin;
//   slow3g        each of those screens on DevTools' slow 3G with 4x CPU slowdown: seconds until
//                 usable (what that means per screen: bench/lib/screens.mjs), target 5 s;
//   interactions  open a lesson from home, next part, favourite, rate, switch tab in sign-in at 4x
//                 CPU slowdown, INP-style (bench/lib/interactions.mjs), target 200 ms;
//   memory        the JS heap after opening ten lessons in a row in one tab, target < 30 MB;
//   insight       the ally console's insight on 100,000 learners (bench/lib/insight-bench.mjs): every
//                 insight endpoint's p95 (target 300 ms), the CSV exports' memory while they stream,
//                 the learner's lesson read alone and while the console is used;
//   exports       20 admins' XLSX exports of ~20,000 learners at once (bench/lib/export-bench.mjs): the
//                 learner's lesson read p50/p95 alone and meanwhile (target p95 <= 3x), no export lost;
//   public-cache  the API's public cache and its fast path against none, side by side, as shares
//                 of a bare node:http (bench/public-cache.mjs, issue 43 item 6);
//   certificates  issue 41: 1,000 certificates issued and 1,000 verified (per second, p99), and a
//                 lesson's read with a check part beside one without (apps/api/scripts/certificate-bench.ts);
//   allies        issue 39 item 6: 1,000 allies in one PostgreSQL database (with Redis): resident memory
//                 per extra ally in one process, any ally's landing p99, a brand published through one
//                 process seen by another (bench/allies.mjs, which also runs alone);
//   chat          issue 42: 1,000 learners advancing a part each within a minute through the WhatsApp
//                 webhook, on a PostgreSQL database of its own: the handling's p99 and the chat queue's
//                 delay to send (bench/chat.mjs, which also runs alone);
//   api           the API benchmark of bench/api.mjs (`runApiBench({ log })`).
// Options (the API part reads its own BENCH_* variables, see bench/api.mjs):
//   --only a,b      run only these parts (names above), e.g. `npm run bench -- --only slow3g,interactions --skip-build`
//   --web-dist DIR  build there (default dist/bench-web); --skip-build: use DIR as built (and the API's dist as is)
//   --runs N        runs per figure (Lighthouse, slow 3G, interactions), median printed (default 3)
//   --port N        the server's port (default 3290); --server "CMD ARGS": how to start it (default node apps/api/dist/server.js)
//   --no-api        skip the API part (same as leaving it out of --only)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findPnpm } from '../scripts/lib/pnpm.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { interactionFigure, medianInteraction } from './lib/event-timing.mjs';
import { actions, interactionOnce, THRESHOLD_MS } from './lib/interactions.mjs';
import {
  CONSOLE_TARGETS,
  LANDING_TARGETS,
  LEARNER_TARGETS,
  lighthouseMedian,
  lighthouseRow,
  median,
  targetsText,
} from './lib/lighthouse.mjs';
import { heapAfterLessons } from './lib/memory.mjs';
import { readRouteReport, routeRows } from './lib/route-js.mjs';
import { benchScreens, consoleScreens } from './lib/screens.mjs';
import { chosenSections, SERVER_SECTIONS } from './lib/sections.mjs';
import { startServer } from './lib/server.mjs';
import { assertServerDrawn } from './lib/server-drawn.mjs';
import { demoSessionCookies, newLessons } from './lib/sign-in.mjs';
import { atOrUnder, megabytes, seconds, tableLines } from './lib/table.mjs';
import { usableOnce } from './lib/usable.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'web-dist': { type: 'string', default: join(root, 'dist', 'bench-web') },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3290' },
    server: { type: 'string' },
    'no-api': { type: 'boolean', default: false },
  },
});
const sections = chosenSections({ only: values.only, noApi: values['no-api'] });
const webDist = resolve(values['web-dist']);
const runs = Number(values.runs);
const log = (line = '') => console.log(line);
const table = (title, rows) => log(tableLines(title, rows).join('\n'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const USABLE_TARGET_MS = 5000;
const INTERACTION_TARGET_MS = 200;
const HEAP_TARGET_BYTES = 30_000_000;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** `times` runs of `measure`, one after another (in parallel they would slow each other down). */
async function repeat(times, measure) {
  const results = [];
  for (let index = 0; index < times; index += 1) results.push(await measure());
  return results;
}

/** A row whose measurement failed says why in its verdict instead of ending the whole run. */
async function attempt(measure) {
  try {
    return await measure();
  } catch (error) {
    return { failed: String(error.message).split('\n')[0].slice(0, 120) };
  }
}

const buildApi = !values['skip-build'] && !values.server;
if (!values['skip-build']) {
  // The pinned pnpm (on PATH or under .tools/), as npm start and npm test find it.
  const pnpm = process.env.PNPM ?? findPnpm();
  run(pnpm, ['--filter', '@aula/web', 'exec', 'vite', 'build', '--outDir', webDist, '--logLevel', 'warn']);
  if (buildApi) run(pnpm, ['--filter', '@aula/api', 'build']);
}

log(`# Aula bench (${new Date().toISOString()}, node ${process.version}, parts: ${[...sections].join(', ')})`);
// Two cores shared with other work: the load says how busy the machine was while it measured.
log(`load average (1, 5, 15 min) at the start: ${load()}`);
if (sections.has('routes')) table('Initial JavaScript per route (compressed)', routeRows(readRouteReport(webDist)));

async function lighthouseSection(origin, screens, cookies) {
  const rows = [];
  for (const screen of screens) {
    const targets = screen.route === 'landing' || screen.route === 'blog' ? LANDING_TARGETS : LEARNER_TARGETS;
    const result = await lighthouseMedian(`${origin}${screen.path}`, { runs, cookies: screen.signedIn ? cookies : [] });
    rows.push(lighthouseRow(screen.path, result, targets));
  }
  // The ally team's console, as the ally's admin.
  const adminCookies = await demoSessionCookies(origin, { allyCode: 'impulsa', email: 'admin@impulsa.example' });
  for (const screen of await consoleScreens()) {
    const result = await lighthouseMedian(`${origin}${screen.path}`, { runs, cookies: adminCookies });
    rows.push(lighthouseRow(screen.path, result, CONSOLE_TARGETS));
  }
  table(
    `Lighthouse mobile, median of ${runs} (targets: ${targetsText(LANDING_TARGETS)} on the landing and blog; ${targetsText(LEARNER_TARGETS)} on sign-in, registration and the learner's screens; ${targetsText(CONSOLE_TARGETS)} on the console's summary and course list)`,
    rows,
  );
}

async function slow3gSection(browser, origin, screens, cookies) {
  const rows = [];
  for (const screen of screens.filter(({ usable }) => usable)) {
    const results = await attempt(() => repeat(runs, () => usableOnce(browser, origin, screen, cookies)));
    if (results.failed) {
      rows.push({ screen: screen.name, path: screen.path, 'usable s': '-', 'at target': `NO (${results.failed})` });
      continue;
    }
    const ms = median(results.map((result) => result.ms));
    const worked = results.every((result) => result.worked);
    rows.push({
      screen: screen.name,
      path: screen.path,
      'usable s': seconds(ms),
      runs: results.map((result) => seconds(result.ms)).join(' '),
      'first action': worked ? 'worked' : 'FAILED',
      'at target': worked ? atOrUnder(ms, USABLE_TARGET_MS) : 'NO',
      'usable when': screen.usable.means,
    });
  }
  table(
    `Usable on slow 3G (DevTools: 2 s latency, 400 kbit/s) + 4x CPU, first visit, median of ${runs} (target <= ${USABLE_TARGET_MS / 1000} s)`,
    rows,
  );
}

async function interactionsSection(browser, origin, screens, cookies, lessonPath) {
  const rows = [];
  for (const action of actions({ screens, lessonPath })) {
    const results = await attempt(() => repeat(runs, () => interactionOnce(browser, origin, action, cookies)));
    if (results.failed) {
      rows.push({ action: action.name, 'ms (INP-style)': '-', 'at target': `NO (${results.failed})` });
      continue;
    }
    const reloaded = results.some((result) => result.reloaded);
    const duration = medianInteraction(results.map((result) => result.duration));
    rows.push({
      action: action.name,
      'ms (INP-style)': reloaded ? 'new page loaded' : interactionFigure(duration, THRESHOLD_MS),
      runs: results.map((result) => interactionFigure(result.duration, THRESHOLD_MS)).join(' '),
      'at target': reloaded ? 'NO (no answer in the page)' : atOrUnder(duration ?? 0, INTERACTION_TARGET_MS),
    });
  }
  table(
    `Interactions at 4x CPU slowdown, longest event entry of the interaction, median of ${runs} (target <= ${INTERACTION_TARGET_MS} ms)`,
    rows,
  );
}

async function memorySection(browser, origin, screens, cookies, lessons) {
  const homePath = screens.find((screen) => screen.route === 'seccion').path;
  const lessonPath = (id) => screens.find((screen) => screen.route === 'lesson').path.replace(/\d+$/, String(id));
  const { atHome, afterLessons } = await heapAfterLessons(browser, origin, {
    homePath,
    lessonPaths: lessons.map((lesson) => lessonPath(lesson.id)),
    cookies,
  });
  table(`Memory: JS heap after a full garbage collection (target < ${megabytes(HEAP_TARGET_BYTES)} MB)`, [
    {
      tab: `learner home, then ten lessons in a row (${lessons.length} distinct, in-app navigation)`,
      'at home MB': megabytes(atHome),
      'after ten lessons MB': megabytes(afterLessons),
      'at target': afterLessons < HEAP_TARGET_BYTES ? 'yes' : 'NO',
    },
  ]);
}

if ([...sections].some((section) => SERVER_SECTIONS.has(section))) {
  const server = await startServer({
    root,
    port: Number(values.port),
    webDist,
    ...(values.server ? { command: values.server.split(' ') } : {}),
  });
  try {
    const { origin } = server;
    const cookies = await demoSessionCookies(origin, { allyCode: 'impulsa' });
    await assertServerDrawn(origin, cookies);
    const lessons = await newLessons(origin, { allyCode: 'impulsa' });
    const screens = await benchScreens({ lessonId: lessons[0].id, moduleId: lessons[0].module.id });
    const lessonPath = screens.find((screen) => screen.route === 'lesson').path;
    if (sections.has('lighthouse')) await lighthouseSection(origin, screens, cookies);
    const browser = await launchBrowser();
    try {
      if (sections.has('slow3g')) await slow3gSection(browser, origin, screens, cookies);
      if (sections.has('interactions')) await interactionsSection(browser, origin, screens, cookies, lessonPath);
      if (sections.has('memory')) await memorySection(browser, origin, screens, cookies, lessons);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

if (sections.has('insight')) {
  const { runInsightBench } = await import('./lib/insight-bench.mjs');
  const { formatTable } = await import('./lib/api-rows.mjs');
  log('\n## Console insight on 100,000 learners, 1 M part completions, 2 M lesson views (bench/lib/insight-bench.mjs)');
  // Without a build of this run the API is run from source, so the dist's age cannot hide an endpoint.
  log(formatTable(await runInsightBench({ log, source: values['skip-build'] })));
}

if (sections.has('exports')) {
  const { runExportBench } = await import('./lib/export-bench.mjs');
  const { formatTable } = await import('./lib/api-rows.mjs');
  log('\n## Insight exports and the learner site: 20 XLSX of ~20,000 learners at once (bench/lib/export-bench.mjs)');
  log(formatTable(await runExportBench({ log, source: values['skip-build'] })));
}

if (sections.has('public-cache')) {
  const { formatPublicCacheTable, runPublicCacheBench } = await import('./public-cache.mjs');
  log('\n## The public cache side by side (bench/public-cache.mjs)');
  log(formatPublicCacheTable(await runPublicCacheBench({ log, build: !values['skip-build'] && !buildApi })));
}

if (sections.has('certificates')) {
  log('\n## Certificates and checks (apps/api/scripts/certificate-bench.ts, in process, embedded database)');
  // Run from the API's folder with tsx: it calls the API's services and app directly.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/certificate-bench.ts'], {
    cwd: join(root, 'apps', 'api'),
    encoding: 'utf8',
  });
  log(run.status === 0 ? run.stdout.trimEnd() : `failed (${run.status}): ${run.stderr.slice(-2000)}`);
}

if (sections.has('allies')) {
  const { alliesTitle, runAlliesBench } = await import('./allies.mjs');
  // The web build of this run (or --web-dist as built): the landings are drawn by its renderer.
  table(alliesTitle(), await runAlliesBench({ webDist }));
}

if (sections.has('chat')) {
  const { chatTitle, runChatBench } = await import('./chat.mjs');
  // The API's dist as built above (or as it is with --skip-build).
  table(chatTitle(), await runChatBench({ log }));
}

if (!sections.has('api')) log('\n## API\nskipped (not asked for)');
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
log(`\nload average (1, 5, 15 min) at the end: ${load()}`);
