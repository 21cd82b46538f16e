import { expect, test } from '@playwright/test';
import { expectLearnerHome, registeredLearner, resetPasswordByLink, tokenCookie, tokenWorks } from './account-helpers';

// A learner who forgot the password asks for a link by email, opens it from the outbox, sets a
// new password and signs in with it; the link then works no more, nor does the old session.

test('forgot password by email: the link from the outbox sets a new password that signs in; the used link is dead', async ({
  page,
  browser,
  baseURL,
}) => {
  const learner = await registeredLearner(baseURL, 'full');
  // Another device signed in before the reset: the reset must end its session.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/mx/impulsa/login');
  await other.getByRole('tab', { name: 'Con correo' }).click();
  await other.getByLabel('Correo electrónico').fill(learner.email);
  await other.getByLabel('Contraseña', { exact: true }).fill(learner.password);
  await other.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectLearnerHome(other);
  const otherToken = await tokenCookie(other);

  await page.goto('/mx/impulsa/login');
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/recuperar$/);
  // Bad input: an address without its domain, then a confirmation that differs.
  const newPassword = 'Nueva-clave-de-Rosa-2026';
  const link = await resetPasswordByLink(page, baseURL, learner.email, newPassword);

  // The old password no longer opens the account; the new one does.
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill(learner.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(learner.password);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo, el celular o la contraseña no son correctos.')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectLearnerHome(page);

  // The reset ended the session the other device had.
  expect(await tokenWorks(baseURL, otherToken)).toBe(false);
  await other.goto('/mx/impulsa/seccion/favoritos');
  await expect(other).toHaveURL(/\/mx\/impulsa\/login/);
  await otherDevice.close();

  // The used link shows its error and the way to a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Este enlace ya no sirve');
  // Why, in the page's language from the API's code: never the API's own English words.
  await expect(page.getByRole('alert')).toContainText('Este enlace venció, ya se usó o cambió al copiarlo.');
  await expect(page.getByRole('alert')).not.toContainText('The reset link');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});
