// `node bench/trace.mjs [--path /mx/impulsa/seccion] [--email E] [--web-dist DIR] [--port N] [--out FILE]`:
// a Chromium performance trace of one page at 4x CPU slowdown (--cpu) (the phone Lighthouse's mobile
// preset stands for), signed in as the ally's demo learner, summarised as what runs and how long:
// the scripts that cost most main-thread time, the long tasks, when the first and largest paint
// came, and how deep the chain of requests is (a file asked for only once another has arrived).
// The full trace is written to --out (open it in Chromium's Performance panel). Issue 26's "measure first".
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from './lib/server.mjs';
import { assertServerDrawn } from './lib/server-drawn.mjs';
import { demoSessionCookies } from './lib/sign-in.mjs';
import { summariseTrace } from './lib/trace-summary.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/mx/impulsa/seccion' },
    'web-dist': { type: 'string', default: join(root, 'dist', 'bench-web') },
    port: { type: 'string', default: '3290' },
    out: { type: 'string', default: join(root, 'dist', 'learner-home.trace.json') },
    'signed-out': { type: 'boolean', default: false },
    // Whose session: the ally's demo learner by default; admin@impulsa.example for the console.
    email: { type: 'string' },
    // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down; --rtt 0 for no throttling.
    rtt: { type: 'string', default: '150' },
    kbps: { type: 'string', default: '1600' },
    // The CPU slowdown; --cpu 1 when reading the call stacks (throttling skews whom samples blame).
    cpu: { type: 'string', default: '4' },
  },
});

/** Each layout shift of the load with the elements that moved (tag, id or class, first words). */
function layoutShifts(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        const describe = (node) =>
          node
            ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : '(gone)';
        new PerformanceObserver((list) => {
          done(
            list.getEntries().map((entry) => ({
              'at ms': Math.round(entry.startTime),
              value: Number(entry.value.toFixed(3)),
              moved: entry.sources.map(
                (source) =>
                  `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
              ),
            })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done([]), 1000);
      }),
  );
}

/** The largest contentful paint's element: its tag, attributes that tell it apart, and its section's heading. */
function largestPaint(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1);
          const element = entry?.element;
          done({
            'at ms': Math.round(entry?.startTime ?? 0),
            element: element
              ? `${element.nodeName.toLowerCase()} loading=${element.getAttribute('loading')} fetchpriority=${element.getAttribute('fetchpriority')}`
              : '(gone)',
            'in section': element?.closest('section')?.querySelector('h2, h3')?.textContent ?? '(none)',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => done(null), 1000);
      }),
  );
}

const server = await startServer({ root, port: Number(values.port), webDist: resolve(values['web-dist']) });
const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (!values['signed-out']) {
    const cookies = await demoSessionCookies(server.origin, {
      allyCode: 'impulsa',
      ...(values.email ? { email: values.email } : {}),
    });
    await assertServerDrawn(server.origin, cookies);
    await browser.setCookie(...cookies);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  // Which file asked for which: a request's initiator is the script (or page) that named it.
  const requests = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, timestamp }) =>
    requests.push({ url: request.url, initiator, timestamp }),
  );
  await cdp.send('Network.enable');
  const rtt = Number(values.rtt);
  if (rtt > 0) {
    const bytesPerSecond = (Number(values.kbps) * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond / 2,
    });
  }
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
      // Call stacks: which functions a long task spent its time in.
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${server.origin}${values.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  const ended = new URL(page.url()).pathname;
  if (ended !== values.path) throw new Error(`${values.path} ended at ${ended} (not signed in?)`);
  writeFileSync(values.out, JSON.stringify(trace));
  const summary = summariseTrace(trace.traceEvents ?? trace, requests, server.origin, { rtt });
  summary['largest contentful paint'] = await largestPaint(page);
  summary['layout shifts'] = await layoutShifts(page);
  console.log(
    `# Trace of ${values.path} at ${values.cpu}x CPU slowdown, ${rtt} ms round trips; full trace: ${values.out}`,
  );
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
