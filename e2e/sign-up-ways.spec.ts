import { expect, test } from '@playwright/test';
import { expectLearnerHome, freshPhone, registeredLearner, signInByPhone, whatsappCode } from './account-helpers';

// Issue 25 row 10, as a newcomer meets it on a phone: the ally's terms and privacy notice at
// sign-up, a lesson on the landing that leads through registration to itself, and a sign-out that
// says what it is and asks first.

test('sign-up links the ally’s terms and privacy notice, which open in a new tab, written in its name', async ({
  page,
}) => {
  await page.goto('/mx/crecer/registro');
  const terms = page.getByRole('link', { name: 'Términos de uso (se abre en otra pestaña)' });
  await expect(terms).toHaveAttribute('href', '/mx/crecer/terminos');
  await expect(page.getByRole('link', { name: 'Aviso de privacidad (se abre en otra pestaña)' })).toHaveAttribute(
    'href',
    '/mx/crecer/privacidad',
  );
  await expect(page.getByRole('checkbox', { name: /de Crecer\.$/ })).toBeVisible();
  // Bad case: the product's name where the ally's belongs.
  await expect(page.getByRole('main')).not.toContainText('Aula');

  const [tab] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Términos de uso de Crecer' })).toBeVisible();
  await expect(tab.getByRole('main')).toContainText('ofrecido por Crecer Comercio');
  // The half-filled form is still in the first tab.
  await expect(page).toHaveURL(/\/mx\/crecer\/registro$/);

  // Server-rendered like the landing: the words are in the HTML itself.
  const html = await (await page.request.get('/mx/crecer/privacidad')).text();
  expect(html).toContain('Aviso de privacidad de Crecer');
  expect(html).not.toMatch(/\bAula\b/);
});

test('a visitor tapping a lesson on the landing signs up and lands on that lesson', async ({ page, baseURL }) => {
  await page.goto('/mx/impulsa');
  const card = page.getByRole('region', { name: 'Lecciones nuevas' }).getByRole('article').first();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link').first().click();
  // Bad case: the sign-in page, for someone who has no account yet.
  await expect(page).toHaveURL(/\/mx\/impulsa\/registro\?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F\d+$/);

  const phone = freshPhone();
  // The page is server-rendered: tapped at once, before the app has taken the form over (even before
  // its first script ran: the head's inline one holds it), the tab is held and tapped again when it
  // has (boot.ts): one tap is enough.
  const quick = page.getByRole('tab', { name: 'Rápido' });
  await quick.click();
  await expect(quick).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lupita');
  await page.getByLabel('Elige un PIN').fill('4827');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('textbox', { name: 'Código de verificación' })).toBeFocused();
  await page.keyboard.type(await whatsappCode(baseURL ?? '', phone));

  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion\/lecciones\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('at 320 px the header’s sign-out shows its word and asks before ending the session', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const learner = await registeredLearner(baseURL, 'full');
  await signInByPhone(page, learner);
  await expectLearnerHome(page);

  const signOut = page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' });
  // The word itself is on screen (bad case: an icon whose name only a screen reader hears), whole.
  await expect(signOut.getByText('Cerrar sesión')).toBeVisible();
  const box = await signOut.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);

  // One tap only asks; staying keeps the session.
  await signOut.click();
  const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión?' });
  await expect(dialog.getByRole('button', { name: 'Seguir aquí' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Seguir aquí' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion$/);

  await signOut.click();
  await dialog.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});
