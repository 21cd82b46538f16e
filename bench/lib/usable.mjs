// "Usable within 5 s on slow 3G": a first visit on DevTools' slow 3G with the CPU slowed down 4x,
// timed from the navigation's start to the moment the screen's main content (screens.mjs says
// which element per screen) is on screen while the page's main thread is free to answer a touch;
// then the visitor's first action is done for real, and a screen whose action fails is not usable.
import { phoneContext, SLOW_3G, throttledPage } from './browser.mjs';

/**
 * Runs in the page from its first byte: every 50 ms it looks for the element and notes the first
 * time it is visible. A timer only runs when the main thread is free, so a check that a long
 * task holds up notes the time the page could first have answered.
 */
function watchForElement(selector) {
  const timer = setInterval(() => {
    const element = document.querySelector(selector);
    if (!element?.checkVisibility?.() || element.getBoundingClientRect().height === 0) return;
    window.__benchUsableAt = { ms: performance.now(), path: location.pathname };
    clearInterval(timer);
  }, 50);
}

const TYPED = '5512345678';

/** The first action: the link leads to its address, or the field keeps what was typed. */
async function firstActionWorks(page, { selector, action }) {
  const element = page.locator(selector).first();
  if (action === 'type') {
    await element.fill('');
    await element.pressSequentially(TYPED);
    // Once the page has settled (the application took over the server's form, if it did).
    await page.waitForLoadState('networkidle');
    return (await element.inputValue()).replace(/\D/g, '').includes(TYPED);
  }
  const href = await element.getAttribute('href');
  const target = new URL(href, page.url()).pathname;
  await element.click();
  await page.waitForURL((url) => url.pathname === target, { timeout: 60_000 });
  return true;
}

/** One first visit of `screen` (from screens.mjs): ms until usable, and whether its first action worked. */
export async function usableOnce(browser, origin, screen, cookies) {
  const context = await phoneContext(browser, screen.signedIn ? cookies : []);
  try {
    const { page } = await throttledPage(context, { network: SLOW_3G });
    await page.addInitScript(watchForElement, screen.usable.selector);
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit', timeout: 120_000 });
    const handle = await page.waitForFunction(() => window.__benchUsableAt, undefined, {
      timeout: 120_000,
      polling: 250,
    });
    const { ms, path } = await handle.jsonValue();
    // A signed-in screen that sent the visitor to sign-in would be measured as another screen.
    if (path !== screen.path) throw new Error(`${screen.path} ended at ${path} (not signed in?)`);
    const worked = await firstActionWorks(page, screen.usable).catch(() => false);
    return { ms, worked };
  } finally {
    await context.close();
  }
}
