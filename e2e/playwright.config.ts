// End-to-end tests: Debian's Chromium drives the real server (built API + preview web build) on a
// fresh embedded database. Run through `npm test`, or `npm run e2e` after a build.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from '../scripts/lib/chromium.mjs';
import { CODE_RESEND_SECONDS } from './server-settings';

const port = Number(process.env.E2E_PORT ?? 3199);
// two-origins.spec serves the web build here, as http://localhost:<this>, with the API on `port`.
const secondOriginPort = Number(process.env.E2E_SECOND_ORIGIN_PORT ?? port + 10);
// The screen specs' own server, on a database of their own (see SCREEN_SPECS).
const screensPort = Number(process.env.E2E_SCREENS_PORT ?? port + 20);
// Set once in the main process; workers inherit them, so every process sees the same databases.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'aula-e2e-'));
const screensDataDir = process.env.E2E_SCREENS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'aula-e2e-screens-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_SCREENS_DATA_DIR = screensDataDir;

/**
 * The specs that compare whole screens (baselines, axe sweeps over lists of records): one at a time,
 * on a server and database of their own, where no journey adds modules, posts or learners around
 * them. They run beside the journeys: a journey waits on a video, a code's resend or the server much
 * of its time, and the screens fill the cores meanwhile (after the journeys, one after the other,
 * they took ~270 s more here).
 */
const SCREEN_SPECS = [
  'screenshots.spec.ts',
  'console-screenshots.spec.ts',
  'narrow-screens.spec.ts',
  'every-route.spec.ts',
  'dark-mode.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two journeys at a time beside the screens: a journey waits on the server, a video or a code's
  // resend much of its time (one worker kept the two cores ~45% busy); each spec's learners and
  // records are its own.
  workers: 3,
  // Baselines named without the project (the default adds it): one set, whichever project runs them.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'screens', testMatch: SCREEN_SPECS, workers: 1, use: { baseURL: `http://127.0.0.1:${screensPort}` } },
    { name: 'journeys', testIgnore: SCREEN_SPECS, workers: 2 },
  ],
  retries: process.env.CI ? 1 : 0,
  // A journey of two devices (a password reset, the sessions screen) takes 25-30 s alone here and
  // more beside another: the default 30 s failed them with nothing wrong but the machine's load.
  timeout: 60_000,
  // Two journeys, the server and its database share two cores: under that load an answer can take
  // longer than Playwright's default 5 s without anything being wrong (a survey sent, then drawn).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    // No trace: recording one for every test (to keep it on failure) took a fifth of a journey's
    // time here (30 journeys: 98-102 s with, 72-86 s without). A failure keeps its screenshot and
    // error-context.md (the page's accessibility tree); `--trace on` records one when chasing it.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testBrowserPath, args: [...chromiumFlags, '--disable-quic'] },
  },
  // The journeys' server and the screens' server: the same build, each on a fresh embedded database.
  webServer: [server(port, dataDir), server(screensPort, screensDataDir)],
});

/** The built server on `serverPort` with its database in `dataDir`. */
function server(serverPort: number, dataDir: string) {
  const webDist: Record<string, string> = process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {};
  return {
    // E2E_SERVER_COMMAND / E2E_WEB_DIST let one engineer run the specs against their own build
    // (e.g. `tsx apps/api/src/server.ts` and a web build in a temporary folder) beside others.
    command: process.env.E2E_SERVER_COMMAND ?? 'node apps/api/dist/server.js',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${serverPort}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec's browser is the same address: the per-address message cap (10 an hour) would
      // refuse the suite's codes and reset links; the caps are tested in the API suite.
      MESSAGES_PER_ADDRESS_HOUR: '10000',
      // One WhatsApp code per phone every 15 s instead of 60 (server-settings.ts).
      CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
      // The API's own origins and the second one; http://127.0.0.1:<second> stays foreign.
      FRONTEND_ORIGINS: `http://localhost:${serverPort},http://127.0.0.1:${serverPort},http://localhost:${secondOriginPort}`,
      ...webDist,
    },
  };
}
