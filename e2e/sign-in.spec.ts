import { expect, type Page, test } from '@playwright/test';
import { registeredLearner } from './account-helpers';

const PASSWORD = 'Aula-demo-2026';

async function submitLogin(page: Page) {
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Opens the first lesson of the learner home. Waits for the home's own heading first: right after
 * the URL turns to /seccion the sign-in screen can still be drawn, and its first link is not a lesson.
 */
async function openFirstLesson(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeVisible();
  const firstLesson = page.getByRole('main').locator('a[href*="/seccion/lecciones/"]').first();
  await expect(firstLesson).toBeVisible();
  const title = (await firstLesson.textContent()) ?? '';
  await firstLesson.click();
  await expect(page).toHaveURL(/\/seccion\/lecciones\/\d+$/);
  return title;
}

test('a learner signs in by email, opens a protected lesson and stays signed in after a reload', async ({ page }) => {
  await page.goto('/mx/impulsa/login');
  // The phone comes first; email is one tab away.
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await submitLogin(page);

  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion$/);
  // The list's heading stays on screen while the lesson's code loads: wait for the lesson's own.
  const lessonTitle = (await openFirstLesson(page)).trim();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessonTitle);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessonTitle);
  await expect(page).toHaveURL(/\/seccion\/lecciones\/\d+$/);
});

test('a learner signs in with phone and PIN: the number first, then its PIN', async ({ page }) => {
  await page.goto('/mx/crecer/login');
  await page.getByRole('textbox', { name: 'Celular' }).fill('5550000002');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('+52 55 5000 0002')).toBeFocused();
  await page.getByRole('tab', { name: 'Con PIN' }).click();
  await page.getByLabel('PIN', { exact: true }).fill('2026');
  await submitLogin(page);

  await expect(page).toHaveURL(/\/mx\/crecer\/seccion$/);
  await openFirstLesson(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a learner who registered with a PIN only is asked for the PIN, with no password to try first', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(baseURL, 'quick');
  await page.goto('/mx/impulsa/login');
  await page.getByRole('textbox', { name: 'Celular' }).fill(learner.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();
  // Bad case: the password first, which this learner never chose.
  await expect(page.getByRole('tab', { name: 'Con contraseña' })).toHaveCount(0);
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await page.getByLabel('PIN', { exact: true }).fill(learner.pin);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion$/);
});

test('a learner signs in with phone and password, going back once to fix a mistyped number', async ({ page }) => {
  await page.goto('/mx/impulsa/login');
  // Bad input: a number with no account is offered registration, keeping the number.
  await page.getByRole('textbox', { name: 'Celular' }).fill('5550000009');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Aún no tienes cuenta con este número' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar otro número' }).click();
  await page.getByRole('textbox', { name: 'Celular' }).fill('5550000001');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion$/);
});

test('wrong credentials show one message that does not say whether the account exists', async ({ page }) => {
  await page.goto('/mx/impulsa/login');
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill('nadie@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
  await submitLogin(page);
  await expect(page.getByText('El correo, el celular o la contraseña no son correctos.')).toBeVisible();
  await expect(page).toHaveURL(/\/mx\/impulsa\/login/);
});

test('an anonymous visitor asking for the content area is sent to sign in first', async ({ page }) => {
  await page.goto('/mx/impulsa/seccion');
  await expect(page).toHaveURL(/\/mx\/impulsa\/login/);
});

test('a request with an expired token lands on the login page', async ({ page, context }) => {
  await context.addCookies(
    // What a sign-in long ago left: the API's HttpOnly session cookie (now ended) and the mark.
    ['token.impulsa=caducado-hace-tiempo', 'user_access.impulsa=learner', 'country=mx', 'ally_code=impulsa'].map(
      (pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return { name, value, url: 'http://127.0.0.1', httpOnly: name.startsWith('token.') };
      },
    ),
  );
  await page.goto('/mx/impulsa/seccion/lecciones/1');
  await expect(page).toHaveURL(/\/mx\/impulsa\/login/);
  await expect(page.getByRole('textbox', { name: 'Celular' })).toBeVisible();
});
