import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './learning-helpers';

// Issue 25 row 8: what a signed-in learner meets when the API refuses them.

test('a prize not yet earned (403 not_earned) shows the room’s own refusal with the way to the achievement, never sign-in', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'crecer', '/mx/crecer/seccion/logros/4/webinars/9');
  await expect(page.getByText(/Este webinar es el premio de un logro que aún no tienes/)).toBeVisible();
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion\/logros\/4\/webinars\/9$/);

  await page.getByRole('link', { name: 'Ir al logro' }).click();
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion\/logros\/4$/);
});

test('an ended session (401) goes to sign in with the page as return path, and signing in lands back there', async ({
  page,
  context,
}) => {
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
  await expect(page).toHaveURL(/\/mx\/impulsa\/login\?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F1$/);

  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion\/lecciones\/1$/);
});
