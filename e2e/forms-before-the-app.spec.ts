import { expect, type Page, test } from '@playwright/test';
import { expectLearnerHome, freshPhone, registeredLearner, resetPasswordByLink, whatsappCode } from './account-helpers';
import { appRunning } from './app-running';

// The sign-in page's forms are real forms posted to the server (its route's action answers them):
// they work with JavaScript off, and before the app has arrived on a slow line, keeping what was
// typed. Bad input tried: a number too short, a wrong password, a wrong PIN.

const PASSWORD = 'Aula-demo-2026';
const signInButton = (page: Page) => page.locator('form').getByRole('button', { name: 'Iniciar sesión' });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a learner signs in by email and password, after a wrong password, and opens a lesson', async ({ page }) => {
    await page.goto('/mx/impulsa/login');
    // The tab is a link: it opens the page with the email form.
    await page.getByRole('tab', { name: 'Con correo' }).click();
    await expect(page).toHaveURL(/metodo=correo/);
    await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await signInButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('El correo, el celular o la contraseña no son correctos.');
    // The address stays; the refused password is not sent back into the page.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('demo@impulsa.example');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');

    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await signInButton(page).click();
    await expectLearnerHome(page);
    const lesson = page.getByRole('main').locator('a[href*="/seccion/lecciones/"]').first();
    const title = ((await lesson.textContent()) ?? '').trim();
    await lesson.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a learner signs in by phone and PIN, after a short number and a wrong PIN', async ({ page, baseURL }) => {
    const learner = await registeredLearner(baseURL, 'quick');
    await page.goto('/mx/impulsa/login');
    const number = page.getByRole('textbox', { name: 'Celular' });
    await number.fill('12');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Revisa tu número de celular; parece incompleto.')).toBeVisible();
    await expect(number).toHaveValue('12');

    await number.fill(learner.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    // A PIN-only account is asked for its PIN at once, the number shown above it.
    await expect(page.getByText(learner.phone.slice(-4))).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('0000');
    await signInButton(page).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await page.getByLabel('PIN', { exact: true }).fill(learner.pin);
    await signInButton(page).click();
    await expectLearnerHome(page);
  });

  test('the secret tabs of an account with both are chosen by posting the step again', async ({ page }) => {
    await page.goto('/mx/impulsa/login');
    await page.getByRole('textbox', { name: 'Celular' }).fill('5550000001');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The server's answer takes the focus to the number, as the app's step does.
    await expect(page.getByText('+52 55 5000 0001')).toBeFocused();
    await page.getByRole('tab', { name: 'Con PIN' }).click();
    await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();
    await expect(page.getByText('0001')).toBeVisible();
    await page.getByRole('tab', { name: 'Con contraseña' }).click();
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await signInButton(page).click();
    await expectLearnerHome(page);
  });
});

test.describe('a learner with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('saves a lesson as a favourite, rates it, changes a detail and signs out', async ({ page, baseURL }) => {
    const learner = await registeredLearner(baseURL, 'full');
    await page.goto('/mx/impulsa/login?metodo=correo');
    await page.getByLabel('Correo electrónico').fill(learner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(learner.password);
    await signInButton(page).click();
    await expectLearnerHome(page);

    // The close of a lesson: its heart and its stars.
    const href = await page.getByRole('main').locator('a[href*="/seccion/lecciones/"]').first().getAttribute('href');
    await page.goto(`${href}?parte=fin`);
    await page.getByRole('button', { name: 'Guardar en favoritos' }).click();
    await expect(page.getByRole('button', { name: 'En tus favoritos' })).toHaveAttribute('aria-pressed', 'true');
    // Stars without a choice are refused; then four stars are kept.
    await page.getByRole('button', { name: 'Guardar mi calificación' }).click();
    await expect(page.getByRole('alert')).toHaveText('No pudimos guardar tu calificación. Intenta de nuevo.');
    await page.getByRole('radio', { name: '4 de 5 estrellas' }).check({ force: true });
    await page.getByRole('button', { name: 'Guardar mi calificación' }).click();
    await expect(page.getByText('Tu calificación: 4 de 5.')).toBeVisible();
    await page.goto('/mx/impulsa/seccion/favoritos');
    await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible();

    // A detail: an empty name is refused with the field's reason, then a new last name is saved.
    await page.goto('/mx/impulsa/seccion/perfil/datos-personales');
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Completa este campo.')).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(learner.name);
    await page.getByLabel('Apellidos').fill('Sin Script');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();
    await expect(page.getByLabel('Apellidos')).toHaveValue('Sin Script');

    // Signing out asks first, as a page, then ends the session and lands on the ally's home.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Cerrar sesión?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/mx\/impulsa$/);
    const cookies = await page.context().cookies();
    expect(cookies.some(({ name }) => name === 'token.impulsa')).toBe(false);
  });
});

test.describe('a new learner with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('registers quickly, after a guessable PIN, and enters with the WhatsApp code after a wrong one', async ({
    page,
    baseURL,
  }) => {
    const phone = freshPhone();
    await page.goto('/mx/impulsa/registro');
    await page.getByRole('tab', { name: 'Rápido' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
    await page.getByLabel('Elige un PIN').fill('1111');
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByText('Ese PIN es fácil de adivinar.', { exact: false })).toBeVisible();
    // What was typed stays, the PIN's fault marked; the rest is sent again as it is.
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rosa');
    await page.getByLabel('Elige un PIN').fill('4827');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

    await expect(page.getByText(/Te enviamos un código de 6 números por WhatsApp/)).toBeVisible();
    const boxes = page.locator('input[name="verification_code"]');
    const typeCode = async (code: string) => {
      for (const [index, digit] of [...code].entries()) await boxes.nth(index).fill(digit);
    };
    await typeCode('000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible();
    await typeCode(await whatsappCode(baseURL ?? '', phone));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectLearnerHome(page);
  });
});

test.describe('a learner who forgot the password, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('asks for a link, sets a new password after a mismatch, and signs in with it', async ({ page, baseURL }) => {
    const learner = await registeredLearner(baseURL, 'full');
    await page.goto('/mx/impulsa/recuperar');
    const newPassword = 'Clave-sin-script-2026';
    await resetPasswordByLink(page, baseURL, learner.email, newPassword);
    await page.goto('/mx/impulsa/login?metodo=correo');
    await page.getByLabel('Correo electrónico').fill(learner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await signInButton(page).click();
    await expectLearnerHome(page);
  });
});

test('what was typed before the app started is the form’s once it runs, and the app sends it', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/mx/impulsa/login?metodo=correo', { waitUntil: 'commit' });
  await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  release();
  // The page's scripts run before its load event; then a tap in the form starts the app, which
  // takes the page over (app-render.tsx marks the document): the fields keep what was typed.
  await page.waitForLoadState('load');
  await page.getByLabel('Correo electrónico').click();
  await appRunning(page);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('demo@impulsa.example');
  await signInButton(page).click();
  await expectLearnerHome(page);
});

test('on slow 3G and a 4x slower phone, a number typed as soon as the form shows is kept', async ({ page }) => {
  test.setTimeout(90_000);
  const devtools = await page.context().newCDPSession(page);
  // 2 s round trip and 400 kbit/s (the slow line); the app's scripts take ~20 s to arrive.
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/mx/impulsa/login', { waitUntil: 'commit' });
  const number = page.getByRole('textbox', { name: 'Celular' });
  await number.pressSequentially('5550000001');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('0001')).toBeVisible();
});

test("with the app's scripts held back 3 s, a tap as the page shows and a sign-in sent before they come work", async ({
  page,
}) => {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded: the page has arrived once it is drawn.
  await page.goto('/mx/impulsa/login', { waitUntil: 'commit' });
  const emailTab = page.getByRole('tab', { name: 'Con correo' });
  await emailTab.waitFor();
  const shown = Date.now();
  await emailTab.click();
  await expect(page).toHaveURL(/metodo=correo/);
  // The tap was answered while the page's scripts were still held back.
  expect(Date.now() - shown).toBeLessThan(3_000);
  const email = page.getByLabel('Correo electrónico');
  await email.waitFor();
  const arrived = Date.now();
  await email.fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  // Sent while the app's scripts are still held back: the server answers it.
  expect(Date.now() - arrived).toBeLessThan(3_000);
  await signInButton(page).click();
  await expectLearnerHome(page);
});
