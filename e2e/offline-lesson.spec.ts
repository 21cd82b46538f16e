import { expect, test } from '@playwright/test';
import { signIn } from './learning-helpers';

// The service worker keeps a lesson the learner opened: offline, a reload still shows it, marked.
test('a lesson opened once is readable offline, marked "Disponible sin conexión"', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, baseURL, 'impulsa');
  // The worker installs once the app is live; from then on it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });

  const lessonLink = page.getByRole('main').locator('a[href*="/seccion/lecciones/"]').first();
  const href = (await lessonLink.getAttribute('href')) ?? '';
  await page.goto(href);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const lessonTitle = (await title.textContent()) ?? '';
  expect(lessonTitle.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').getByText('Disponible sin conexión')).toBeVisible({ timeout: 10_000 });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
    await expect(page.getByRole('status').getByText('Disponible sin conexión')).toBeVisible();
    await expect(page.getByText('Sin conexión: ves lo que este dispositivo guardó.')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
