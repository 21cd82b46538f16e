import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { axeViolations } from './screen-checks';

// axe is injected into the pages, which the site's CSP rightly refuses otherwise.
test.use({ bypassCSP: true });

const EMAIL = 'demo@impulsa.example';
const PASSWORD = 'Aula-demo-2026';

/** A part of one of María's lessons, as a reminder would point at it: `/mx/impulsa/seccion/lecciones/<id>?parte=<part>`. */
async function lessonPart(api: APIRequestContext): Promise<{ path: string; partTitle: string }> {
  const login = await api.post('/api/mx/login/', { data: { email: EMAIL, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}`, 'x-aula-ally': 'impulsa' };
  const lessons = await (await api.get('/api/new_lessons/?country=mx&ally_code=impulsa')).json();
  const lessonId = lessons.results[0].id as number;
  const parts = await (await api.get(`/api/lessons/${lessonId}/parts/`, { headers })).json();
  const part = parts.results[1] ?? parts.results[0];
  return { path: `/mx/impulsa/seccion/lecciones/${lessonId}?parte=${part.id}`, partTitle: part.title as string };
}

/** Issues a return link as a reminder does, through the development route (not served in production). */
async function returnLink(api: APIRequestContext, path: string): Promise<string> {
  const response = await api.post('/dev/return-links/', { data: { email: EMAIL, path } });
  expect(response.status()).toBe(200);
  return (await response.json()).path;
}

async function expectOnPart(page: Page, path: string, partTitle: string) {
  // The lesson's code and data load before the address changes: a busy machine takes a while.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: partTitle }).first()).toBeVisible({ timeout: 20_000 });
}

test('a return link opens its lesson part signed in once; opened again it asks to sign in and then lands there', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await request.newContext({ baseURL });
  const { path, partTitle } = await lessonPart(api);
  // A client without cookies, as the reminders' sender (a signed-in one would have to echo csrftoken).
  const issuer = await request.newContext({ baseURL });
  const link = await returnLink(issuer, path);
  await issuer.dispose();
  expect(link).toMatch(/^\/mx\/impulsa\/volver\?t=[\w-]{43}$/);

  // A phone that never signed in here: the link signs it in and opens the part.
  const phone = await browser.newContext({ baseURL });
  const page = await phone.newPage();
  await page.goto(link);
  await expectOnPart(page, path, partTitle);
  const session = (await phone.cookies()).find(({ name }) => name === 'token.impulsa');
  expect(session?.httpOnly).toBe(true);
  // A reload of the lesson keeps the session (it is a real one, not the link's).
  await page.reload();
  await expectOnPart(page, path, partTitle);
  await phone.close();

  // The same link forwarded to another device: it no longer signs anyone in.
  const other = await browser.newContext({ baseURL, bypassCSP: true });
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'Este enlace ya se usó' })).toBeVisible();
  await expect(second).toHaveURL(/\/mx\/impulsa\/volver\?redirect=.*&motivo=usado$/);
  expect((await other.cookies()).find(({ name }) => name === 'token.impulsa')).toBeUndefined();
  // The page names no learner, and axe finds nothing wrong with it.
  await expect(second.getByText('María')).toHaveCount(0);
  expect(await axeViolations(second)).toEqual([]);
  await second.getByRole('tab', { name: 'Con correo' }).click();
  await second.getByLabel('Correo electrónico').fill(EMAIL);
  await second.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await second.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectOnPart(second, path, partTitle);
  await other.close();
  await api.dispose();
});

test('a link that opens nothing here (another ally’s, cut short) says so and offers the sign-in', async ({ page }) => {
  await page.goto('/mx/crecer/volver?t=abc');
  await expect(page.getByRole('heading', { name: 'Este enlace no funciona aquí' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/mx\/crecer\/volver$/);
  await expect(page.getByRole('tab', { name: 'Con celular' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the link page is never stored on the way: private, no-store', async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  const response = await api.get(`/mx/impulsa/volver?t=${'A'.repeat(43)}`);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await api.dispose();
});
