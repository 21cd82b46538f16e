// Memory on a cheap phone: the JavaScript heap the learner's tab holds after opening ten lessons in
// a row, each opened inside the application (as a link does, without a new document), measured by
// the DevTools protocol after a full garbage collection, so only what is still held is counted.
import { phoneContext, throttledPage } from './browser.mjs';

async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/**
 * `homePath`: the learner home, where the tab starts; `lessonPaths`: the lessons opened, in order
 * (repeated to ten when the seed has fewer). Returns the heap (bytes) at home and after the lessons.
 */
export async function heapAfterLessons(browser, origin, { homePath, lessonPaths, cookies, count = 10 }) {
  const context = await phoneContext(browser, cookies);
  try {
    const { page, cdp } = await throttledPage(context, { cpu: 1 });
    await cdp.send('Performance.enable');
    await page.goto(`${origin}${homePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('main a[href*="/seccion/lecciones/"]').first().waitFor();
    const atHome = await usedHeap(cdp);
    for (let index = 0; index < count; index += 1) {
      const path = lessonPaths[index % lessonPaths.length];
      // The router follows the address bar's history: the same in-app navigation a link makes.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // The lesson is shown when its own part links are (the previous lesson's name other parts).
      await page.locator(`main a[href^="${path}?parte="]`).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    const afterLessons = await usedHeap(cdp);
    if (new URL(page.url()).pathname !== lessonPaths[(count - 1) % lessonPaths.length]) {
      throw new Error(`the tab ended at ${page.url()}, not at the last lesson`);
    }
    return { atHome, afterLessons };
  } finally {
    await context.close();
  }
}
