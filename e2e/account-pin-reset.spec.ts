import { expect, test } from '@playwright/test';
import {
  expectLearnerHome,
  international,
  lastOutboxId,
  registeredLearner,
  signInByPhone,
  whatsappCode,
} from './account-helpers';
import { CODE_RESEND_SECONDS } from './server-settings';

// A learner who signs in with a PIN and forgot it: a WhatsApp code first, then the new PIN. The
// old PIN keeps working until the code is confirmed, and not after.

test('PIN reset: from the PIN sign-in, a code by WhatsApp and a new PIN that then signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const learner = await registeredLearner(baseURL, 'quick');
  await page.goto('/mx/impulsa/login');
  await page.getByRole('textbox', { name: 'Celular' }).fill(learner.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // A PIN-only learner is asked for the PIN at once, its way to reset beside it.
  await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '¿Olvidaste tu PIN?' }).click();

  // The number rides in the address as well as in history: the page fills it in either way.
  await expect(page).toHaveURL(/\/mx\/impulsa\/recuperar-pin\?phone_number=\d+&phone_number_country=mx$/);
  await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue(learner.phone);
  // The server sends one code per phone per window (a minute; CODE_RESEND_SECONDS shortens it for
  // this suite), and this number got its registration code moments ago: like a learner who just
  // signed up, this one waits out that window first.
  await page.waitForTimeout(Math.max(0, learner.codeSentAt + (CODE_RESEND_SECONDS + 1) * 1000 - Date.now()));
  const before = await lastOutboxId(baseURL ?? '', international(learner.phone));
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(page.getByRole('textbox', { name: 'Código de verificación' })).toBeFocused();
  const code = await whatsappCode(baseURL ?? '', learner.phone, before);

  // Asking for a code changed nothing yet: the old PIN still signs in (on another device).
  const second = await browser.newContext();
  const oldPinTab = await second.newPage();
  await signInByPhone(oldPinTab, learner, { secret: 'pin' });
  await expectLearnerHome(oldPinTab);
  await second.close();
  await page.getByRole('textbox', { name: 'Código de verificación' }).focus();

  // Bad input: a wrong code (the boxes empty for the next one), then a PIN anyone would guess.
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await page.getByLabel('Elige un PIN').fill('5093');
  await page.getByRole('button', { name: 'Guardar PIN' }).click();
  await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código de verificación' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Código de verificación' }).focus();
  await page.keyboard.type(code);
  await page.getByLabel('Elige un PIN').fill('1234');
  await page.getByRole('button', { name: 'Guardar PIN' }).click();
  await expect(page.getByText('Ese PIN es fácil de adivinar.', { exact: false })).toBeVisible();
  await page.getByLabel('Elige un PIN').fill('5093');
  await page.getByRole('button', { name: 'Guardar PIN' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/login$/);

  // The old PIN no longer opens the account; the new one does.
  await signInByPhone(page, learner, { secret: 'pin' });
  await expect(page.getByText('El correo, el celular o la contraseña no son correctos.')).toBeVisible();
  await signInByPhone(page, { ...learner, pin: '5093' }, { secret: 'pin' });
  await expectLearnerHome(page);
});
