// Debian's Chromium driven by Playwright for the scripted runs (slow 3G, interactions, memory),
// as a phone: a 412 px wide touch screen, the CPU slowed down and the network narrowed through the
// DevTools protocol, the way DevTools' own throttling does it.
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** DevTools' "Slow 3G" preset: ~500 kbit/s each way at 80 %, 400 ms round trips times 5. */
export const SLOW_3G = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5,
};

/** A cheap phone's processor, as Lighthouse's mobile preset has it. */
export const CPU_SLOWDOWN = 4;

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** A fresh context (no cache, no storage) holding `cookies` (the signed-in learner's, or none). */
export async function phoneContext(browser, cookies = []) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    // The service worker would answer later visits from its cache: every run is a first visit.
    serviceWorkers: 'block',
  });
  if (cookies.length > 0)
    await context.addCookies(cookies.map(({ name, value, domain }) => ({ name, value, domain, path: '/' })));
  return context;
}

/** A new page of `context` with the CPU slowed down and, when given, the network narrowed. */
export async function throttledPage(context, { cpu = CPU_SLOWDOWN, network } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { page, cdp };
}
