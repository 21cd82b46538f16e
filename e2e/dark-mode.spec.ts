// Server-rendered pages are drawn light (the anonymous visitor's page); a visitor in dark mode must
// get every part of them dark once the app starts, not only the page's background.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './profile-helpers';

const theme = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'brands', 'impulsa', 'theme.json'), 'utf8'));

/** '#1a2435' as the browser reports a computed colour: 'rgb(26, 36, 53)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.use({ colorScheme: 'dark', bypassCSP: true });

const brandsDir = join(import.meta.dirname, '..', 'brands');
const brands = readdirSync(brandsDir)
  .filter((name) => existsSync(join(brandsDir, name, 'brand.json')))
  .map((allyCode) => {
    const config = JSON.parse(readFileSync(join(brandsDir, allyCode, 'brand.json'), 'utf8'));
    return { allyCode, root: `/${config.defaultCountry as string}/${allyCode}` };
  });

test('a visitor in dark mode gets the server-rendered landing and blog dark throughout (bad input: HTML drawn light)', async ({
  page,
}) => {
  const dark = theme.colors.dark;
  await page.goto('/mx/impulsa');
  const step = page.getByRole('region', { name: 'Así funciona' }).getByRole('listitem').first();
  await expect(step).toBeVisible();
  await expect
    .poll(() => step.evaluate((element) => getComputedStyle(element).backgroundColor))
    .toBe(rgb(dark.surface));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(dark.text));

  await page.goto('/mx/impulsa/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => background(page, 'article')).toBe(rgb(dark.surface));
});

for (const { allyCode, root } of brands) {
  test(`the landing and sign-in of ${allyCode} pass axe (WCAG 2.1 AA) in dark mode`, async ({ page }) => {
    await page.goto(root);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once drawn dark: the page's own background and the steps' cards agree.
    await expect(page.getByRole('region', { name: 'Así funciona' })).toBeVisible();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr'));
    expect(await axeViolations(page), 'landing').toEqual([]);
    await page.goto(`${root}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), 'sign-in').toEqual([]);
  });
}
