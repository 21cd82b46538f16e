import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectLearnerHome } from './account-helpers';
import { PASSWORD } from './session-helpers';

// Issue 31 rows 9 and 11: the web build on one origin and the API on another (deployment.json
// `apiBaseUrl`), as a CDN deployment has it. The session is the API's HttpOnly cookie, which the
// page cannot read, and every write passes the anti-forgery check; a page of a third origin
// cannot write with the learner's cookies.
//
// Origins: the API is this run's server, reached as http://localhost:<port>; the web build is
// served by a small static server as http://localhost:<port+10> (listed in FRONTEND_ORIGINS by
// playwright.config.ts). Both are on the site "localhost" (the port is not part of a site), so
// the browser sends the API's SameSite=Lax cookies along — as with impulsa.example.com and
// api.example.com. The same static server reached as http://127.0.0.1:<port+10> is the foreign
// origin: another site, not allowed.
const apiPort = Number(process.env.E2E_PORT ?? 3199);
const webPort = Number(process.env.E2E_SECOND_ORIGIN_PORT ?? apiPort + 10);
const API = `http://localhost:${apiPort}`;
const WEB = `http://localhost:${webPort}`;
const FOREIGN = `http://127.0.0.1:${webPort}`;
const webDist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** A CDN in miniature: the build's files, index.html for app paths, and this deployment's settings. */
function staticWebServer(): Server {
  return createServer((request, response) => {
    if (request.headers.host === new URL(FOREIGN).host) {
      // The foreign site: a bare page of its own (no CSP), whose scripts try to reach the API.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Otro sitio</title>');
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', WEB).pathname);
    if (path === '/deployment.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ apiBaseUrl: API }));
      return;
    }
    const file = join(webDist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = file.startsWith(webDist) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(webDist, 'index.html');
    response.writeHead(found || !extname(path) ? 200 : 404, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
    });
    response.end(found || !extname(path) ? readFileSync(served) : '');
  });
}

let server: Server;
test.beforeAll(async () => {
  server = staticWebServer();
  // Every interface, so both localhost (IPv4 or IPv6) and 127.0.0.1 reach it.
  await new Promise<void>((resolve) => server.listen(webPort, resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Signs the demo learner in on the sign-in screen of the web origin. */
async function signInOnWebOrigin(page: Page) {
  await page.goto(`${WEB}/mx/impulsa/login`);
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill('demo@impulsa.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(`${WEB}/mx/impulsa/seccion`);
  await expectLearnerHome(page);
}

/** What scripts on the page can read of its cookies. */
const scriptCookies = (page: Page) => page.evaluate(() => document.cookie);

test('with the API on another origin a learner signs in, saves a profile field and a favourite, all kept after a reload; no script sees the token', async ({
  page,
}) => {
  const writes: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API) && !['GET', 'OPTIONS'].includes(response.request().method())) {
      writes.push({ url: response.url(), status: response.status() });
    }
  });
  await signInOnWebOrigin(page);

  // The session is the API's HttpOnly cookie: the browser holds it, no script can read it.
  const session = (await page.context().cookies(API)).find(({ name }) => name === 'token.impulsa');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await scriptCookies(page)).not.toMatch(/(^|; )token/);
  expect(await scriptCookies(page)).toContain('user_access.impulsa=learner');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    session?.value,
  );

  // A profile field, saved through the API on its origin (put back at the end for other specs).
  const profile = `${WEB}/mx/impulsa/seccion/perfil/datos-personales`;
  await page.goto(profile);
  const lastName = page.getByRole('textbox', { name: 'Apellidos' });
  await expect(lastName).not.toHaveValue('');
  const oldLastName = await lastName.inputValue();
  await lastName.fill('Dos Orígenes');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();

  // A favourite, from a lesson's header: turned over from whatever it was, and back at the end.
  await page.goto(`${WEB}/mx/impulsa/seccion`);
  const firstLesson = page.getByRole('main').locator('a[href*="/seccion/lecciones/"]').first();
  await expect(firstLesson).toBeVisible();
  await firstLesson.click();
  await expect(page).toHaveURL(/\/seccion\/lecciones\/\d+$/);
  const lessonUrl = page.url();
  const favourite = page.getByRole('button', { name: /Guardar en favoritos|En tus favoritos/ });
  const wasFavourite = (await favourite.getAttribute('aria-pressed')) === 'true';
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));

  // Nothing was refused on the way (the old client got 403 csrf_failed on every write).
  expect(writes.length).toBeGreaterThanOrEqual(3);
  expect(writes.filter(({ status }) => status >= 400)).toEqual([]);

  // Both survive a reload: the session came back from the cookie, the data from the API.
  await page.reload();
  expect(page.url()).toBe(lessonUrl);
  await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(wasFavourite));
  await page.goto(profile);
  await expect(lastName).toHaveValue('Dos Orígenes');
  await lastName.fill(oldLastName);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();
});

test('a page of a foreign origin cannot write with the learner’s cookies', async ({ page }) => {
  await signInOnWebOrigin(page);
  await page.goto(`${WEB}/mx/impulsa/seccion/perfil/datos-personales`);
  const lastName = page.getByRole('textbox', { name: 'Apellidos' });
  await expect(lastName).not.toHaveValue('');
  const before = await lastName.inputValue();
  const csrf = (await page.context().cookies(API)).find(({ name }) => name === 'csrftoken')?.value ?? '';

  // The attack: another site's page, in the same browser, writes to the learner's profile.
  const foreign = await page.context().newPage();
  await foreign.goto(`${FOREIGN}/`);
  const url = `${API}/api/personal_data/`;
  // With the headers the API needs, the browser asks first (preflight) and CORS refuses it.
  const read = await foreign.evaluate(
    async ({ url, csrf }) => {
      try {
        const response = await fetch(url, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-aula-ally': 'impulsa', 'x-csrftoken': csrf },
          body: JSON.stringify({ last_name: 'Hackeado' }),
        });
        return `status ${response.status}`;
      } catch {
        return 'refused';
      }
    },
    { url, csrf },
  );
  expect(read).toBe('refused');
  // A plain form needs no preflight: the browser posts it (a classic forgery) and the API refuses
  // its origin before anything else, whatever cookies came along.
  const answer = foreign.waitForResponse((response) => response.url() === `${API}/api/logout/`);
  await foreign.evaluate((action) => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action, enctype: 'text/plain' });
    document.body.append(form);
    form.submit();
  }, `${API}/api/logout/`);
  expect((await answer).status()).toBe(403);
  expect((await (await answer).json()).error).toBe('csrf_failed');

  // The learner is still signed in, with the data as it was.
  await page.goto(`${WEB}/mx/impulsa/seccion/perfil/datos-personales`);
  await expect(page.getByRole('textbox', { name: 'Apellidos' })).toHaveValue(before);
});
