// The one browser of every browser test (e2e, story tests, the bench's Lighthouse): Debian's
// Chromium, never a downloaded one (test tools may not download one), launched the same way.
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  return chromiumCandidates.find((path) => path && existsSync(path));
}

/** Where the browser is; the Debian path when none is found, so the launch names what is missing. */
export const chromiumPath = findChromium() ?? '/usr/bin/chromium';

/**
 * The browser the tests drive (e2e, stories): Debian's old headless shell where installed, else
 * Chromium. The same Blink draws the same pictures (every baseline passed with it), without the
 * full browser's compositor and GPU process: on two cores a set of journeys took 206 s instead of
 * 251 s and the screenshot specs 363 s instead of 416 s. The bench keeps the full Chromium, which
 * is what phones run. TEST_BROWSER_PATH names another.
 */
export const testBrowserCandidates = [
  process.env.TEST_BROWSER_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  ...chromiumCandidates,
];

export const testBrowserPath = testBrowserCandidates.find((path) => path && existsSync(path)) ?? chromiumPath;

// Headless and quiet: no sandbox in containers, no GPU, and no background traffic of the browser's
// own (updates, sync) competing with the figures or the tests on a small machine.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumHint =
  "Install Debian's Chromium with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).";
