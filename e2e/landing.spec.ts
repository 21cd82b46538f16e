import { expect, test } from '@playwright/test';
import { appRunning } from './app-running';

test('a visitor chooses a country and an ally and sees lessons from the API', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /México/ }).click();
  // Both allies of the preview build are offered in México, so the visitor picks one.
  await page.getByRole('link', { name: /Impulsa/ }).click();

  await expect(page).toHaveURL(/\/mx\/impulsa$/);
  const newLessons = page.getByRole('region', { name: 'Lecciones nuevas' });
  await expect(newLessons.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lo más visto' }).getByRole('link').first()).toBeVisible();

  // The choice is remembered once the app runs on the ally's site (the country's link, followed
  // before the app, reads as a link does): the visitor's first touch starts it.
  await newLessons.getByRole('link').first().focus();
  await appRunning(page);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.country).toBe('mx');
  expect(cookies.ally_code).toBe('impulsa');
});

test('a country offered by one ally leads straight to its landing, in its own theme', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Perú/ }).click();
  await expect(page).toHaveURL(/\/pe\/impulsa$/);
  await expect(page.getByRole('img', { name: /Impulsa/ }).first()).toBeVisible();

  await page.goto('/mx/crecer');
  await expect(page.getByRole('img', { name: /Crecer/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lecciones nuevas' }).getByRole('link').first()).toBeVisible();
});

test('an unknown path lands on the country selection', async ({ page }) => {
  await page.goto('/esto/no/existe/en/aula');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /México/ })).toBeVisible();
});

// Bad input tried: a browser with JavaScript turned off. The public pages still read (the server
// sent their content); the pages that need the app say so instead of spinning without end.
test('without JavaScript the landing still shows its lessons, and sign-in says what needs JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-MX' });
  try {
    const page = await context.newPage();
    await page.goto('/mx/impulsa');
    await expect(page.getByRole('region', { name: 'Lecciones nuevas' }).getByRole('link').first()).toBeVisible();
    await page.goto('/mx/impulsa/login');
    // Chromium draws <noscript> with scripts off, but keeps its words out of the accessibility
    // tree Playwright reads: they are checked in the page's HTML and the box on screen.
    await expect(page.locator('noscript p')).toBeVisible();
    expect(await page.content()).toContain('Sin JavaScript puedes registrarte, entrar y leer tus lecciones;');
    // The frame's "Cargando…" would spin for ever: hidden.
    await expect(page.getByText('Cargando…')).toBeHidden();
    await expect(page.getByRole('img', { name: /Impulsa/ }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
