import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { appRunning } from './app-running';
import { PASSWORD, signInThroughApi } from './session-helpers';

// A 320 px phone in both languages (issue 25 row 5): the bottom bar's labels, the sign-up tabs,
// the prize pages and a dialog over the bar, measured in the browser rather than by eye.
// AULA_SHOTS=<folder> also keeps a picture of each screen there, to look at.
const WIDTH = 320;
const languages = ['es', 'en'] as const;
const shots = process.env.AULA_SHOTS;
const barName = { es: 'Secciones', en: 'Sections' } as const;
const endOthers = { es: 'Cerrar sesión en los demás dispositivos', en: 'Sign out on all other devices' } as const;

test.use({ viewport: { width: WIDTH, height: 640 } });

async function inLanguage(page: Page, language: (typeof languages)[number]) {
  await page.addInitScript(
    (lang) => localStorage.setItem('aula.preferences', JSON.stringify({ language: lang, colorMode: 'light' })),
    language,
  );
}

async function keepShot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

// As screenshots.spec compares: a changed layout differs by far more than anti-aliasing does.
const compare = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** How far the page reaches past the screen's right edge (0 when nothing sticks out). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

for (const language of languages) {
  test.describe(`at ${WIDTH} px in ${language}`, () => {
    test.beforeEach(async ({ page }) => inLanguage(page, language));

    test('every label of the bottom bar is whole, inside its place and clear of its neighbours', async ({
      page,
      baseURL,
    }) => {
      await signInThroughApi(page.context(), baseURL ?? '', 'impulsa', 'demo@impulsa.example');
      await page.goto('/mx/impulsa/seccion');
      const links = page.getByRole('navigation', { name: barName[language] }).getByRole('link');
      await expect(links).toHaveCount(5);
      await keepShot(page, `${language}-home`, false);
      await expect(page.getByRole('navigation', { name: barName[language] })).toHaveScreenshot(
        `bottom-bar-${language}-${WIDTH}.png`,
        compare,
      );
      const boxes = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const item = (anchor.closest('li') ?? anchor).getBoundingClientRect();
          const label = anchor.querySelector('span');
          const text = label?.getBoundingClientRect();
          return {
            name: anchor.textContent,
            item: { left: item.left, right: item.right },
            text: { left: text?.left ?? 0, right: text?.right ?? 0 },
            // A clipped label (an ellipsis) is not whole: its text is wider than its box.
            whole: label !== null && label.scrollWidth <= label.clientWidth,
          };
        }),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.whole, `"${box.name}" is not cut`).toBe(true);
        expect(box.text.left, `"${box.name}" starts inside its place`).toBeGreaterThanOrEqual(box.item.left - 0.5);
        expect(box.text.right, `"${box.name}" ends inside its place`).toBeLessThanOrEqual(box.item.right + 0.5);
        const next = boxes[index + 1];
        if (next) expect(box.text.right, `"${box.name}" clears "${next.name}"`).toBeLessThanOrEqual(next.text.left);
      }
    });

    test('the sign-up tabs keep each word whole, on one line', async ({ page }) => {
      await page.goto('/mx/impulsa/registro');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await keepShot(page, `${language}-register`);
      await expect(page.getByRole('tablist')).toHaveScreenshot(`sign-up-tabs-${language}-${WIDTH}.png`, compare);
      const lines = await tabs.evaluateAll((elements) =>
        elements.map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          // One rectangle per line box the label was laid out on.
          const rows = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { name: tab.textContent, rows: rows.size };
        }),
      );
      for (const { name, rows } of lines) expect(rows, `"${name}" on one line`).toBe(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // Each ally's own type: crecer's wider letters once ran "Facebook" off under the card's edge,
      // the tab list scrolling sideways inside it.
      for (const path of ['/mx/impulsa/registro', '/co/crecer/registro']) {
        if (path !== '/mx/impulsa/registro') await page.goto(path);
        const tablist = page.getByRole('tablist');
        await expect(tablist.getByRole('tab')).toHaveCount(3);
        const hidden = await tablist.evaluate((list) => list.scrollWidth - list.clientWidth);
        expect(hidden, `${path}: every tab whole inside the card`).toBeLessThanOrEqual(0);
      }
    });

    test('the prize pages do not scroll sideways', async ({ page, baseURL }) => {
      await signInThroughApi(page.context(), baseURL ?? '', 'impulsa', 'demo@impulsa.example');
      await page.goto('/mx/impulsa/seccion/logros');
      const earned = page.locator('main a[href*="/logros/"]').first();
      await expect(earned).toBeVisible();
      await keepShot(page, `${language}-achievements`);
      expect(await sidewaysOverflow(page), 'the list of achievements').toBeLessThanOrEqual(0);
      await earned.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await keepShot(page, `${language}-achievement`);
      expect(await sidewaysOverflow(page), 'an achievement and its prize').toBeLessThanOrEqual(0);
    });

    test('an open dialog covers the bottom bar with its backdrop', async ({ page, baseURL, playwright }) => {
      // A second device's session, so the sessions screen offers to end the others (a dialog).
      const other = await playwright.request.newContext({ baseURL });
      const login = await other.post('/api/mx/login/', { data: { email: 'demo@crecer.example', password: PASSWORD } });
      expect(login.status()).toBe(200);
      await other.dispose();
      await signInThroughApi(page.context(), baseURL ?? '', 'crecer', 'demo@crecer.example');
      await page.goto('/mx/crecer/seccion/cuenta/sesiones');
      const bar = page.getByRole('navigation', { name: barName[language] });
      await expect(bar).toBeVisible();
      // The question is the app's dialog (before the app runs, the same button opens it as a page).
      await appRunning(page);
      await page.getByRole('button', { name: endOthers[language] }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await keepShot(page, `${language}-dialog`, false);
      // Measured under the open dialog: measured before, a run caught the server-drawn bar in the moment the app
      // took the page over (no box). The bar stays drawn beneath a modal dialog, so its place is the same.
      await expect.poll(() => bar.boundingBox(), { message: 'the bottom bar has a box' }).not.toBeNull();
      const barBox = await bar.boundingBox();
      if (!barBox) throw new Error('the bottom bar has a box');
      // Where the bar is, a tap lands on the dialog's backdrop (the dialog element), not on the bar.
      const hit = await page.evaluate(
        ({ x, y }) => {
          const element = document.elementFromPoint(x, y);
          return { inBar: element?.closest('nav') !== null, isDialog: element?.tagName === 'DIALOG' };
        },
        { x: barBox.x + 4, y: barBox.y + barBox.height / 2 },
      );
      expect(hit).toEqual({ inBar: false, isDialog: true });
    });
  });
}
