// Issue 40, row 3 ("fresh figures"): impulsa's admin opens the summary and reads how old its figures
// are; a new learner registers meanwhile (over the API, as the registration page does); the admin
// presses "Actualizar ahora" and, once the refresh has ended, the summary's figures are from a moment
// ago and its registrations count the new learner, whom the learner list (read from the same
// refresh) finds by phone. Other specs register impulsa learners at the same time, so the count is
// at least one more, never exactly.
import { expect, type Page, test } from '@playwright/test';
import { registeredLearner } from './account-helpers';
import { settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const ALLY = 'impulsa';
const ADMIN = 'admin@impulsa.example';

/** The registrations figure of the summary, as its card shows it. */
async function registrations(page: Page): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByText('Registros', { exact: true }) });
  const value = await card.locator('span').nth(1).textContent();
  return Number((value ?? '').replace(/[^\d]/g, ''));
}

/** Presses "Actualizar ahora" and returns what the API answered the ask (`started`, `running` or `fresh`). */
async function pressRefresh(page: Page): Promise<string> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/console/insight/refresh/'),
    ),
    page.getByRole('button', { name: 'Actualizar ahora' }).click(),
  ]);
  expect(answer.status(), 'the refresh is accepted').toBe(202);
  return ((await answer.json()) as { state: string }).state;
}

test('the admin reads how old the summary is, refreshes it, and a learner who just registered is counted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await signInThroughApi(page.context(), base, ALLY, ADMIN);

  await page.goto(`/mx/${ALLY}/consola/resumen`);
  // On PGlite the first figures wait for the refresh the server runs as it starts.
  await settled(page, 'es', 60_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
  // The schedule refreshes every 10 minutes: its figures are minutes old at most (or just made).
  const age = page.locator('time').filter({ hasText: /^Datos de hace / });
  await expect(age).toHaveText(/^Datos de hace (un momento|\d+ minutos?)$/);
  const computedBefore = await age.getAttribute('datetime');
  const before = await registrations(page);

  const learner = await registeredLearner(base, 'quick', ALLY);

  // A scheduled refresh that ended in the last minute is "fresh": the screen only reads it again.
  // If that one began before the learner registered, a second press makes one that counts them.
  let state = await pressRefresh(page);
  if (state === 'fresh') {
    await expect(page.getByRole('button', { name: 'Actualizar ahora' })).toBeEnabled();
    state = await pressRefresh(page);
  }
  expect(['started', 'running']).toContain(state);
  // Busy until the refresh has ended, then the figures are asked again.
  await expect(page.getByText('Listo: los datos están al día.')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('time').filter({ hasText: /^Datos de hace / })).toHaveText('Datos de hace un momento');
  expect(await page.locator('time').first().getAttribute('datetime')).not.toBe(computedBefore);
  await expect.poll(() => registrations(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);

  // The same refresh holds them in the learner list: their phone finds them.
  await page.goto(`/mx/${ALLY}/consola/aprendices`);
  await settled(page, 'es', 30_000);
  await expect(
    page.getByText(/^Quiénes aparecen, lecciones, módulos y última actividad: datos de hace un momento$/),
  ).toBeVisible();
  await expect(page.getByText('En vivo: nombres, contactos, negocios y ciudades')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar aprendices' }).fill(learner.phone);
  const table = page.getByRole('table', { name: 'Aprendices' });
  await expect(table.getByRole('row').filter({ hasText: learner.phone })).toHaveCount(1, { timeout: 15_000 });
});
