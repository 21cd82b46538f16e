import { expect, type Page, test } from '@playwright/test';
import { freshPhone, whatsappCode } from './account-helpers';
import { axeViolations } from './screen-checks';

// Issue 40 row 8: a lesson link a learner shared (WhatsApp and the like) opens, for a friend who is
// not signed in, a preview of that lesson in the ally's frame instead of a bare sign-in, drawn by
// the server; signing in or registering from it lands on the lesson itself. Bad input tried:
// another ally's lesson, an id that is not one.

const PASSWORD = 'Aula-demo-2026';
/** The first lesson of Impulsa's demo world (seeded in this order). */
const LESSON_PATH = '/mx/impulsa/seccion/lecciones/1';

async function lessonTitle(page: Page): Promise<string> {
  const response = await page.request.get('/api/lesson_previews/1/?country=mx&ally_code=impulsa');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: string }).title;
}

async function expectPreview(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regístrate para verla' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ya tengo cuenta: inicia sesión' })).toBeVisible();
  // Bad case: the lesson itself reaching someone not signed in.
  await expect(page.getByRole('heading', { name: 'Introducción' })).toHaveCount(0);
}

/** The lesson player, not its preview: the learner's introduction and way to start. */
async function expectLessonItself(page: Page, title: string) {
  await expect(page).toHaveURL(new RegExp(`${LESSON_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Introducción' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regístrate para verla' })).toHaveCount(0);
}

async function signInByEmail(page: Page) {
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('a shared lesson link opens its preview; signing in as the demo learner opens the lesson itself', async ({
  page,
  baseURL,
}) => {
  const title = await lessonTitle(page);
  await page.goto(LESSON_PATH);
  await expectPreview(page, title);

  // What WhatsApp and Facebook read: the lesson's own title, summary and cover, in the HTML.
  const html = await (await page.request.get(LESSON_PATH)).text();
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/media/[^"]+"`));
  expect(html).toContain(`<meta property="og:url" content="${baseURL}${LESSON_PATH}" />`);

  await page.getByRole('link', { name: 'Ya tengo cuenta: inicia sesión' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/login\?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F1$/);
  await signInByEmail(page);
  await expectLessonItself(page, title);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same preview comes whole from the server, and its sign-in leads to the lesson', async ({ page }) => {
    const title = await lessonTitle(page);
    await page.goto(LESSON_PATH);
    await expectPreview(page, title);
    await page.getByRole('link', { name: 'Ya tengo cuenta: inicia sesión' }).click();
    await signInByEmail(page);
    await expectLessonItself(page, title);
  });

  test('registering from the preview, through its WhatsApp code, lands on the lesson', async ({ page, baseURL }) => {
    const title = await lessonTitle(page);
    await page.goto(LESSON_PATH);
    await page.getByRole('link', { name: 'Regístrate para verla' }).click();
    await page.getByRole('tab', { name: 'Rápido' }).click();
    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lupita');
    await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
    await page.getByLabel('Elige un PIN').fill('4827');
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByText(/Te enviamos un código de 6 números por WhatsApp/)).toBeVisible();
    await expect(page).toHaveURL(/redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F1/);
    const boxes = page.locator('input[name="verification_code"]');
    for (const [index, digit] of [...(await whatsappCode(baseURL ?? '', phone))].entries()) {
      await boxes.nth(index).fill(digit);
    }
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectLessonItself(page, title);
  });
});

test('a link to another ally’s lesson, or to no lesson, is a not-found page with a 404 and nothing of it', async ({
  page,
}) => {
  const title = await lessonTitle(page);
  for (const path of ['/mx/crecer/seccion/lecciones/1', '/mx/impulsa/seccion/lecciones/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta lección' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(title);
  }
});

test.describe('for every visitor', () => {
  // axe is injected as an inline script, which the site's own policy refuses.
  test.use({ bypassCSP: true });

  test('the preview and the not-found page pass axe (WCAG 2.1 AA)', async ({ page }) => {
    await page.goto(LESSON_PATH);
    await expectPreview(page, await lessonTitle(page));
    expect(await axeViolations(page), 'preview').toEqual([]);
    await page.goto('/mx/crecer/seccion/lecciones/1');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta lección' })).toBeVisible();
    expect(await axeViolations(page), 'not found').toEqual([]);
  });
});
