import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './learning-helpers';

// Issue 25 row 3: on a phone a part used to open under its lesson's cover, title, buttons, progress
// and outline, the video starting under the bottom bar. Now the part itself is in the first screen,
// with the way on ("Siguiente parte") held in a bar above the learner's bottom navigation.
const MODULE = 'Vende más y mejor';
const LESSON = 'Conoce a tu cliente ideal';

/** The outline's address of the lesson's first part of this kind (its entry reads "Video · 6 min"). */
async function partHref(page: Page, kind: 'Video' | 'Lectura'): Promise<string> {
  // On a phone the outline is closed: its links are read from the page, not tapped.
  const href = await page
    .locator('a[href*="?parte="]')
    .filter({ hasText: `${kind} ·` })
    .first()
    .getAttribute('href');
  if (!href) throw new Error(`the outline lists no ${kind} part`);
  return href;
}

/** Where the screen's free space ends: the top of the learner's bottom bar (fixed at the bottom). */
function bottomBarTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = [...document.querySelectorAll('nav')].find((nav) => getComputedStyle(nav).position === 'fixed');
    if (!bar) throw new Error('no bottom bar on a phone');
    return bar.getBoundingClientRect().top;
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

/** The part's first content starts in the first screen, above the action bar, which sits above the bottom bar. */
async function expectPartFirst(page: Page, content: Locator, viewportHeight: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByTestId('part-action-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('link', { name: /^(Siguiente parte|Continuar): / })).toBeVisible();
  const navTop = await bottomBarTop(page);
  const action = await box(bar);
  const part = await box(content);
  expect(navTop).toBeLessThan(viewportHeight);
  expect(action.y + action.height, 'the action bar sits on the bottom bar, not under it').toBeLessThanOrEqual(
    navTop + 1,
  );
  expect(part.y, 'the part starts below the header').toBeGreaterThan(0);
  // At least a good line of the part shows above the action bar in the first screen.
  expect(part.y + 48, 'the part starts in the first screen, above the action bar').toBeLessThan(action.y);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`at ${size.width}x${size.height} a video part and a reading part start in the first screen, the way on in reach`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    // Layout shifts of the lesson page itself (what moves inside <main>; the site's frame is not this spec's).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      const shifts: { value: number; at: number }[] = [];
      Object.assign(window, { aulaShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inLesson = entry.sources.some((source) => source.node?.parentElement?.closest('main'));
          if (!entry.hadRecentInput && inLesson) shifts.push({ value: entry.value, at: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signIn(page, baseURL, 'impulsa');
    await page.getByRole('link', { name: 'Módulos', exact: true }).click();
    await page.getByRole('link', { name: MODULE }).click();
    await page.getByRole('link', { name: LESSON }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    const video = await partHref(page, 'Video');
    const reading = await partHref(page, 'Lectura');

    await page.goto(video);
    await expect(page.getByTestId('part-progress')).toBeVisible();
    // Opened directly, the part moves nothing as it comes: its video's box is kept from the first draw.
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { aulaShifts: { value: number }[] }).aulaShifts);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.025);
    const player = page.locator('video');
    await expectPartFirst(page, player, size.height);
    // The whole video (its controls too) fits above the action bar: its box is kept, 16:9.
    const frame = await box(player);
    expect(frame.y + frame.height).toBeLessThanOrEqual((await box(page.getByTestId('part-action-bar'))).y);
    expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    // No cover above a part.
    await expect(page.locator('main header img, main [data-cover]')).toHaveCount(0);

    await page.goto(reading);
    await expect(page.getByTestId('part-progress')).toBeVisible();
    await expectPartFirst(page, page.locator('#part-title + div'), size.height);
    // Heart, progress and outline follow the part.
    const text = await box(page.locator('#part-title + div'));
    expect((await box(page.getByRole('progressbar', { name: 'Tu avance' }))).y).toBeGreaterThan(text.y);
  });
}
