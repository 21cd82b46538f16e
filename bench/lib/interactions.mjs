// The learner's common actions at 4x CPU slowdown, each timed as INP times an interaction: a
// PerformanceObserver of 'event' entries (durationThreshold 16 ms) in the page, the longest entry
// of the action's interaction (event-timing.mjs). The page is opened and settled first: what is
// measured is the answer to the touch, not the load.
import { phoneContext, throttledPage } from './browser.mjs';
import { longestInteraction } from './event-timing.mjs';

export const THRESHOLD_MS = 16;

/** Runs in the page from its first byte: keeps every event entry of this document. */
function observeEvents(threshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/**
 * Each action: the screen it starts on, what shows that the screen is ready, the touch, and what
 * shows it was answered (so the entries are in before they are read).
 */
export function actions({ screens, lessonPath }) {
  const path = (route) => screens.find((screen) => screen.route === route).path;
  return [
    {
      name: 'open a lesson from home',
      path: path('seccion'),
      signedIn: true,
      ready: 'main a[href*="/seccion/lecciones/"]',
      act: (page) => page.locator('main a[href*="/seccion/lecciones/"]').first().click(),
      done: (page) => page.waitForURL(/\/seccion\/lecciones\/\d+/),
    },
    {
      name: 'next part in the lesson',
      path: lessonPath,
      signedIn: true,
      ready: 'main a[href*="parte="]',
      // Not measured: "start the lesson" opens its first part, where the "next part" link is.
      prepare: async (page) => {
        await page.locator('main a[href*="parte="]').first().click();
        await page.getByRole('link', { name: /^Siguiente parte/ }).waitFor();
      },
      // The part's "next part" link (its accessible name begins with the words "Siguiente parte").
      act: async (page) => {
        const link = page.getByRole('link', { name: /^Siguiente parte/ });
        const next = new URL(await link.getAttribute('href'), page.url()).search;
        await link.click();
        return next;
      },
      done: (page, next) => page.waitForURL((url) => url.search === next),
    },
    {
      name: 'favourite a lesson',
      path: lessonPath,
      signedIn: true,
      ready: 'main button[aria-pressed]',
      // A run after another finds the lesson a favourite already: the touch then takes it away,
      // the same button and the same work.
      act: async (page) => {
        const button = page.locator('main button[aria-pressed]').first();
        const pressed = await button.getAttribute('aria-pressed');
        await button.click();
        return pressed === 'true' ? 'false' : 'true';
      },
      done: (page, expected) => page.locator(`main button[aria-pressed="${expected}"]`).first().waitFor(),
    },
    {
      name: 'rate a lesson',
      path: `${lessonPath}?parte=fin`,
      signedIn: true,
      ready: '[role="radiogroup"] label',
      // The fourth star, or the third when an earlier run gave four (a star already chosen changes nothing).
      act: async (page) => {
        const stars = page.locator('[role="radiogroup"] input');
        const star = (await stars.nth(3).isChecked()) ? 2 : 3;
        // Its label: the radio itself is hidden behind the drawn star.
        await page.locator('[role="radiogroup"] label').nth(star).click();
        return star;
      },
      done: (page, star) =>
        page.waitForFunction((index) => document.querySelectorAll('[role="radiogroup"] input')[index]?.checked, star),
    },
    {
      name: 'switch tab in sign-in',
      path: path('login'),
      signedIn: false,
      ready: 'main [role="tab"][aria-selected="false"]',
      act: (page) => page.locator('main [role="tab"][aria-selected="false"]').first().click(),
      done: (page) => page.locator('main input[type="email"]').waitFor(),
    },
  ];
}

/**
 * One run of `action` in a fresh phone: `duration` the interaction's ms (null: under the
 * threshold), `reloaded` when the action loaded a new document instead of answering in the page.
 */
export async function interactionOnce(browser, origin, action, cookies) {
  const context = await phoneContext(browser, action.signedIn ? cookies : []);
  try {
    const { page } = await throttledPage(context);
    await page.addInitScript(observeEvents, THRESHOLD_MS);
    await page.goto(`${origin}${action.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator(action.ready).first().waitFor({ timeout: 60_000 });
    await action.prepare?.(page);
    // Entries of the load are no interaction; the mark tells whether the action loaded a new document.
    await page.evaluate(() => {
      window.__benchEvents.length = 0;
      window.__benchSameDocument = true;
    });
    await action.done(page, await action.act(page));
    // Event entries are reported after the next paint: two frames and a moment.
    await page.waitForTimeout(500);
    const { entries, sameDocument } = await page.evaluate(() => ({
      entries: window.__benchEvents,
      sameDocument: window.__benchSameDocument === true,
    }));
    // A full page load is no in-page answer: its entries went with the old document.
    return { duration: longestInteraction(entries), reloaded: !sameDocument };
  } finally {
    await context.close();
  }
}
