// The console's insight screens (issue 29) signed in, in both brands: each arrives (main heading,
// nothing busy) and axe finds nothing, light at a laptop's width and dark at a phone's. Light at a
// phone's width is every-route.spec's: it runs the same axe check (screen-checks' axeViolations) on
// these routes at 390 px, light, as the same team members. Dark once: the dark mode changes
// colours, and colour contrast does not depend on the width.
import { expect, test } from '@playwright/test';
import { axeViolations, settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

const SCREENS = ['consola/resumen', 'consola/recorrido', 'consola/encuesta'];
const TEAM = [
  { ally: 'impulsa', email: 'admin@impulsa.example' },
  { ally: 'crecer', email: 'editor@crecer.example' },
];

// Six visits with axe each: longer than the suite's default on a busy machine.
test.setTimeout(120_000);

for (const { ally, email } of TEAM) {
  test(`${ally}'s insight screens have no axe violation, light at 1280 px and dark at 390 px`, async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // One context per brand, reused for every screen, width and colour scheme (the suite's time).
    const context = await browser.newContext({ baseURL: base, bypassCSP: true });
    await signInThroughApi(context, base, ally, email);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [colorScheme, width] of [
      ['light', 1280],
      ['dark', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      for (const screen of SCREENS) {
        await page.goto(`/mx/${ally}/${screen}`);
        await settled(page, 'es');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const violation of await axeViolations(page))
          problems.push(`${screen} ${colorScheme} ${width}: ${violation}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
