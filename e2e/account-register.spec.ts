import { expect, test } from '@playwright/test';
import { expectLearnerHome, freshPhone, international, lastOutboxId, whatsappCode } from './account-helpers';
import { appRunning } from './app-running';

// A new small-business owner signs up on a phone: the number first, then the WhatsApp code.

test('an unknown number is offered registration; the quick one, with the WhatsApp code from the outbox, signs in', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  await page.goto('/mx/impulsa/login');
  await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Aún no tienes cuenta con este número' })).toBeFocused();
  await page.getByRole('link', { name: 'Crear mi cuenta' }).click();

  await expect(page).toHaveURL(/\/mx\/impulsa\/registro$/);
  // Tapped once, at once: held until the app answers, even before its first script ran (boot.ts).
  const quick = page.getByRole('tab', { name: 'Rápido' });
  await quick.click();
  await expect(quick).toHaveAttribute('aria-selected', 'true');
  // The number typed on the sign-in screen came along.
  await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue(phone);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await page.getByLabel('Elige un PIN').fill('1111');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  // Bad input: a PIN anyone would guess.
  await expect(page.getByText('Ese PIN es fácil de adivinar.', { exact: false })).toBeVisible();
  await page.getByLabel('Elige un PIN').fill('4827');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

  await expect(page).toHaveURL(/\/mx\/impulsa\/registro\/verificar$/);
  await expect(page.getByText(/Te enviamos un código de 6 números por WhatsApp/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Reenviar código en/ })).toBeDisabled();
  const firstBox = page.getByRole('textbox', { name: 'Código de verificación' });
  await expect(firstBox).toBeFocused();

  // Bad input: six digits that are not the code. The boxes empty for the next try.
  const code = await whatsappCode(baseURL ?? '', phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.keyboard.type(wrong);
  await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible();
  await expect(firstBox).toHaveValue('');

  await page.keyboard.type(code);
  // Signed in and where they were going (the welcome alert, gone after 4 s, is the component test's).
  await expectLearnerHome(page);
});

test('the full registration keeps the business (name, type, city), in English on crecer at a desktop width', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() =>
    localStorage.setItem('aula.preferences', JSON.stringify({ language: 'en', colorMode: 'light' })),
  );
  const phone = freshPhone();
  await page.goto('/mx/crecer/registro');
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Bad input: an empty form; the first field to fix gets the focus.
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(page.getByText('Enter your first name.')).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Pérez');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(`ana-${phone}@example.com`);
  await page.getByLabel('New password').fill('Una-clave-larga-2026');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Panadería Ana');
  // The searchable lists are the app's (a native list before it runs, replaced under the finger).
  await appRunning(page);
  await page.getByRole('combobox', { name: /Type of business/ }).click();
  await page.getByRole('combobox', { name: /Type of business/ }).pressSequentially('panad', { delay: 30 });
  await page.getByRole('option', { name: 'Panadería' }).click();
  await page.getByRole('combobox', { name: /City/ }).click();
  await page.getByRole('combobox', { name: /City/ }).pressSequentially('guadal', { delay: 30 });
  await page.getByRole('option', { name: 'Guadalajara, Jalisco' }).click();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  const before = await lastOutboxId(baseURL ?? '', international(phone));
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/mx\/crecer\/registro\/verificar$/);
  await page.getByRole('textbox', { name: 'Verification code' }).focus();
  await page.keyboard.type(await whatsappCode(baseURL ?? '', phone, before));
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion$/);

  await page.goto('/mx/crecer/seccion/perfil/negocio');
  await expect(page.getByRole('textbox', { name: /Business name/ })).toHaveValue('Panadería Ana');
});
