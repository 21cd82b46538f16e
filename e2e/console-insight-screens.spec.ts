// The console's insight screens (issue 29) signed in, in both brands: each arrives (main heading,
// nothing busy) and axe finds nothing, at a phone's width and a laptop's, light and dark.
import { expect, test } from '@playwright/test';
import { axeViolations, settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

const SCREENS = ['consola/resumen', 'consola/recorrido', 'consola/encuesta'];
const TEAM = [
  { ally: 'impulsa', email: 'admin@impulsa.example' },
  { ally: 'crecer', email: 'editor@crecer.example' },
];

// Twelve visits with axe each: longer than the suite's default.
test.setTimeout(120_000);

for (const { ally, email } of TEAM) {
  test(`${ally}'s insight screens have no axe violation at 390 and 1280 px, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // One context per brand, reused for every screen, width and colour scheme (the suite's time).
    const context = await browser.newContext({ baseURL: base, bypassCSP: true });
    await signInThroughApi(context, base, ally, email);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const screen of SCREENS) {
          await page.goto(`/mx/${ally}/${screen}`);
          await settled(page, 'es');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          for (const violation of await axeViolations(page))
            problems.push(`${screen} ${colorScheme} ${width}: ${violation}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
