import { expect, test } from '@playwright/test';
import { expectLearnerHome, registeredLearner, signInByPhone, tokenCookie, tokenWorks } from './account-helpers';

// Signing out and changing the password end sessions on the server, not only in this browser:
// a copied token stops working.

test('signing out from the header revokes the token on the server', async ({ page, baseURL }) => {
  const learner = await registeredLearner(baseURL, 'full');
  await signInByPhone(page, learner);
  await expectLearnerHome(page);
  const token = await tokenCookie(page);
  expect(await tokenWorks(baseURL, token)).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await page
    .getByRole('dialog', { name: '¿Cerrar sesión?' })
    .getByRole('button', { name: 'Sí, cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/mx\/impulsa$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect((await page.context().cookies()).some(({ name }) => name === 'token.impulsa')).toBe(false);
  // Bad input: the token kept from before signing out.
  await expect.poll(() => tokenWorks(baseURL, token)).toBe(false);
});

test('a password change ends the other devices’ sessions and keeps this one', async ({ page, browser, baseURL }) => {
  // A registration, two sign-ins by phone and two password forms: ~26 s on a quiet 2-core machine,
  // too near the default 30 s for a loaded one.
  test.setTimeout(60_000);
  const learner = await registeredLearner(baseURL, 'full');
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await signInByPhone(other, learner);
  await expectLearnerHome(other);
  const otherToken = await tokenCookie(other);

  await signInByPhone(page, learner);
  await expectLearnerHome(page);
  const thisToken = await tokenCookie(page);

  await page.goto('/mx/impulsa/seccion/perfil');
  await page.getByRole('link', { name: 'Contraseña y sesiones' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion\/cuenta$/);
  // Bad input: a current password that is not the learner's.
  await page.getByLabel('Contraseña actual').fill('no-es-la-mia');
  await page.getByLabel('Nueva contraseña').fill('Otra-clave-2026-larga');
  await page.getByLabel('Repite la contraseña').fill('Otra-clave-2026-larga');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Esa no es tu contraseña actual.')).toBeVisible();
  expect(await tokenWorks(baseURL, otherToken)).toBe(true);

  await page.getByLabel('Contraseña actual').fill(learner.password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  // The form empties once the change is through.
  await expect(page.getByLabel('Contraseña actual')).toHaveValue('');

  expect(await tokenWorks(baseURL, otherToken)).toBe(false);
  expect(await tokenWorks(baseURL, thisToken)).toBe(true);
  // The other device finds itself signed out at its next step.
  await other.goto('/mx/impulsa/seccion/favoritos');
  await expect(other).toHaveURL(/\/mx\/impulsa\/login/);
  await laptop.close();
});
