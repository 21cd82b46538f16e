// Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) against Debian's Chromium,
// median of several runs, so one noisy run on a 2-core machine does not decide a figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

// CHROME_PATH is the name chrome-launcher itself knows; otherwise the browser every test uses.
const CHROMIUM = process.env.CHROME_PATH ?? chromiumPath;

export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Sets cookies in the browser through the DevTools protocol before Lighthouse opens the page. */
async function setCookies(port, cookies) {
  if (cookies.length === 0) return;
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run: the performance score (0-100) and each metric's numeric value. */
async function runOnce(url, { cookies = [] } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: chromiumFlags });
  try {
    await setCookies(chrome.port, cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A signed-in page keeps the session cookie set above.
      disableStorageReset: cookies.length > 0,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A page that sent the visitor elsewhere (a signed-in page to sign-in) would be measured as another page.
    const ended = new URL(lhr.finalDisplayedUrl ?? url).pathname;
    if (ended !== new URL(url).pathname) throw new Error(`Lighthouse: ${url} ended at ${ended} (not signed in?)`);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    );
    return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), ...metrics };
  } finally {
    await chrome.kill();
  }
}

/** Chromium sometimes records no navigation start (NO_NAVSTART): such a run is retried, twice at most. */
async function runWithRetry(url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt >= 3 || !String(error.message).includes('NO_NAVSTART')) throw error;
    }
  }
}

/** The median of `runs` runs, score and each metric taken separately. */
export async function lighthouseMedian(url, { runs = 3, cookies = [] } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runWithRetry(url, { cookies }));
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    score: pick('score'),
    ...Object.fromEntries(Object.values(METRICS).map((name) => [name, pick(name)])),
    runs,
  };
}

/** Issue 13's bar for the server-rendered landing. */
export const LANDING_TARGETS = { score: 95, LCP: 2000, TBT: 150, CLS: 0.05 };
/** Issue 26's bar for sign-in and every signed-in screen. */
export const LEARNER_TARGETS = { score: 95, LCP: 2000, TBT: 200, CLS: 0.05 };

/** Issue 43's bar for the ally team's console: its summary and its course list. */
export const CONSOLE_TARGETS = { score: 90, LCP: 2500, TBT: 300, CLS: 0.1 };

export function targetsText({ score, LCP, TBT, CLS }) {
  return `score >= ${score}, LCP <= ${(LCP / 1000).toFixed(1)} s, TBT <= ${TBT} ms, CLS <= ${CLS}`;
}

/** The targets `result` misses, by name; none: it is at or past every one. */
export function missedTargets(result, { score, LCP, TBT, CLS }) {
  return [
    ...(result.score < score ? ['score'] : []),
    ...(result.LCP > LCP ? ['LCP'] : []),
    ...(result.TBT > TBT ? ['TBT'] : []),
    ...(result.CLS > CLS ? ['CLS'] : []),
  ];
}

export function lighthouseRow(name, result, targets) {
  const missed = targets ? missedTargets(result, targets) : [];
  return {
    page: name,
    score: result.score,
    'FCP s': (result.FCP / 1000).toFixed(2),
    'LCP s': (result.LCP / 1000).toFixed(2),
    'TBT ms': Math.round(result.TBT),
    CLS: result.CLS.toFixed(3),
    'SI s': (result.SI / 1000).toFixed(2),
    ...(targets ? { 'at target': missed.length === 0 ? 'yes' : `NO (${missed.join(', ')})` } : {}),
  };
}
