import { expect, test } from '@playwright/test';
import { expectLearnerHome, lastOutboxId, resetLink } from './account-helpers';
import { PASSWORD, signInThroughApi } from './session-helpers';

// Issue 39 item 4: crecer's admin names its own host in the console; that host serves crecer's
// landing at /, signs a learner in there, and the reset link mailed from there names it. Chromium
// resolves any *.localhost name to this machine, so `crecer.localhost` stands for a bank's domain.

const LEARNER = 'demo@crecer.example';

test("an ally's own host serves its site at /, signs in there and its mails name it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const host = `crecer.localhost:${new URL(baseURL).port}`;
  const own = `http://${host}`;

  await signInThroughApi(page.context(), baseURL, 'crecer', 'admin@crecer.example');
  await page.goto('/mx/crecer/consola/dominio');
  await expect(page.getByRole('heading', { level: 1, name: 'Dominio propio' })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('region', { name: 'Tu dirección' });
  // Bad input tried: a whole address with its scheme and path is refused on the field.
  await form.getByLabel('Dirección').fill('https://crecer.localhost/');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText(/^Escribe una dirección como aprende\.tubanco\.com/)).toBeVisible();
  await form.getByLabel('Dirección').fill('crecer.localhost');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText('Guardamos crecer.localhost. Tu sitio ya responde ahí.')).toBeVisible();
  await expect(page.getByText('Crea un registro CNAME de crecer.localhost que apunte a localhost.')).toBeVisible();

  try {
    const visitorContext = await browser.newContext({ locale: 'es-MX' });
    const visitor = await visitorContext.newPage();
    // `/` on the ally's host is its landing, in its default country.
    await visitor.goto(`${own}/`);
    await expect(visitor).toHaveURL(`${own}/mx/crecer`);
    await expect(visitor).toHaveTitle('Crecer');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    // Another ally's pages are not served under crecer's name.
    expect((await visitor.goto(`${own}/mx/impulsa`))?.status()).toBe(404);

    // A learner signs in on the ally's host; the session cookie is that host's alone.
    await visitor.goto(`${own}/mx/crecer/login`);
    await visitor.getByRole('tab', { name: 'Con correo' }).click();
    await visitor.getByLabel('Correo electrónico').fill(LEARNER);
    await visitor.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await visitor.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectLearnerHome(visitor, 'crecer');
    expect(new URL(visitor.url()).host).toBe(host);
    const session = (await visitorContext.cookies()).find(({ name }) => name === 'token.crecer');
    expect(session?.domain).toBe('crecer.localhost');
    await visitorContext.close();

    // A reset link asked from the ally's host names it.
    const stranger = await browser.newContext({ locale: 'es-MX' });
    const asking = await stranger.newPage();
    const before = await lastOutboxId(baseURL, LEARNER);
    await asking.goto(`${own}/mx/crecer/login`);
    await asking.getByRole('tab', { name: 'Con correo' }).click();
    await asking.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await asking.getByRole('textbox', { name: 'Correo electrónico' }).fill(LEARNER);
    await asking.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(asking.getByRole('heading', { name: 'Revisa tus mensajes' })).toBeVisible();
    expect(await resetLink(baseURL, LEARNER, before)).toMatch(new RegExp(`^${own}/mx/crecer/restablecer\\?`));
    await stranger.close();
  } finally {
    // Removed, the host serves crecer no more: other journeys mail crecer's links to the platform's address.
    await page.getByRole('button', { name: 'Quitar la dirección' }).click();
    await expect(page.getByText('Quitamos la dirección propia.', { exact: false })).toBeVisible();
  }
});
