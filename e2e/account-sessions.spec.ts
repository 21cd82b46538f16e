import { expect, test } from '@playwright/test';
import { expectLearnerHome, registeredLearner, signInByPhone, tokenCookie, tokenWorks } from './account-helpers';

// A learner sees where the account is open and signs out a device from this one.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the sessions screen lists this device and the others, and ending one signs that device out', async ({
  browser,
  baseURL,
}) => {
  const learner = await registeredLearner(baseURL, 'full');
  const iphone = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const other = await iphone.newPage();
  await signInByPhone(other, learner);
  await expectLearnerHome(other);
  const otherToken = await tokenCookie(other);

  const android = await browser.newContext({ userAgent: ANDROID_CHROME, viewport: { width: 390, height: 844 } });
  const page = await android.newPage();
  await signInByPhone(page, learner);
  await expectLearnerHome(page);

  await page.goto('/mx/impulsa/seccion/cuenta');
  await page.getByRole('link', { name: 'Sesiones abiertas en tus dispositivos' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion\/cuenta\/sesiones$/);
  const sessions = page.getByRole('list', { name: 'Tus sesiones' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('Chrome · Android');
  await expect(sessions.first()).toContainText('Este dispositivo');
  await expect(sessions.nth(1)).toContainText('Safari · iOS');

  await page.getByRole('button', { name: 'Cerrar sesión en Safari · iOS' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('Tu cuenta no está abierta en ningún otro dispositivo.')).toBeVisible();

  // Bad input: the ended device's token, then the ended device itself at its next step.
  expect(await tokenWorks(baseURL, otherToken)).toBe(false);
  await other.goto('/mx/impulsa/seccion/favoritos');
  await expect(other).toHaveURL(/\/mx\/impulsa\/login/);
  // This device stays signed in.
  expect(await tokenWorks(baseURL, await tokenCookie(page))).toBe(true);
  await iphone.close();
  await android.close();
});
