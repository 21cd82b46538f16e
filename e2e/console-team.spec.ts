// The ally console's door and team (issue 28): an impulsa admin invites an editor by email, the
// editor opens the link from the outbox, chooses a password, signs in and sees the console; a crecer
// editor reaches none of impulsa's console (API by id, UI). axe on every screen of it, both brands.
import { expect, type Page, test } from '@playwright/test';
import { invitationPath } from './account-helpers';
import { axeViolations, settled } from './screen-checks';
import { PASSWORD, signInThroughApi } from './session-helpers';

test.use({ bypassCSP: true });

const NEW_EDITOR = `editora.${Date.now()}@example.com`;
const NEW_PASSWORD = 'Cuaderno-de-recetas-7';

async function signInOnScreen(page: Page, ally: string, email: string, password: string) {
  await page.goto(`/mx/${ally}/login`);
  await page.getByRole('tab', { name: 'Con correo' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function expectNoAxeViolations(page: Page) {
  await settled(page, 'es');
  expect(await axeViolations(page), new URL(page.url()).pathname).toEqual([]);
}

test('an impulsa admin invites an editor by email; the editor sets a password, signs in and sees the console', async ({
  page,
  baseURL,
}) => {
  await signInOnScreen(page, 'impulsa', 'admin@impulsa.example', PASSWORD);
  // A team member's sign-in without a way back lands on the console.
  await expect(page).toHaveURL(/\/mx\/impulsa\/consola$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consola de Impulsa' })).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the console's places fold behind "Menú", which names where the admin is.
  const menu = page.getByRole('navigation', { name: 'Secciones de la consola' });
  await menu.getByRole('button', { name: 'Menú · Inicio' }).click();
  await menu.getByRole('link', { name: 'Equipo' }).click();
  await expect(menu.getByRole('button', { name: 'Menú · Equipo' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expectNoAxeViolations(page);
  const invite = page.getByRole('region', { name: 'Invitar a alguien' });
  await invite.getByLabel('Correo electrónico').fill(NEW_EDITOR);
  await invite.getByLabel('Rol').selectOption('ally_editor');
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(invite.getByText(`Enviamos la invitación a ${NEW_EDITOR}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Anular la invitación a ${NEW_EDITOR}` })).toBeVisible();

  // The editor, in a browser of their own, opens the mailed link.
  const editor = await page.context().browser()?.newContext({ baseURL, locale: 'es-MX', bypassCSP: true });
  if (!editor) throw new Error('no browser');
  const editorPage = await editor.newPage();
  await editorPage.goto(await invitationPath(baseURL ?? '', NEW_EDITOR));
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Únete al equipo de Impulsa' })).toBeVisible();
  await expectNoAxeViolations(editorPage);
  await editorPage.getByLabel('Tu nombre').fill('Editora Nueva');
  await editorPage.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
  await editorPage.getByRole('button', { name: 'Entrar a la consola' }).click();
  await expect(editorPage).toHaveURL(/\/mx\/impulsa\/consola$/);
  await expect(editorPage.getByText('Hola, Editora Nueva')).toBeVisible();
  // An editor's places are content only: no team.
  const places = editorPage.getByRole('navigation', { name: 'Secciones de la consola' });
  await expect(places.getByRole('link', { name: 'Equipo' })).toHaveCount(0);

  // Signed out, the editor signs in again with the new password and lands on the console. On a slow
  // phone the landing's code comes late: the console's guard must not send them to sign in meanwhile.
  await editorPage.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await editorPage.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(editorPage).toHaveURL(/\/mx\/impulsa$/);
  await expect(editorPage.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(editorPage).toHaveURL(/\/mx\/impulsa$/);
  await editorPage.unrouteAll();
  await signInOnScreen(editorPage, 'impulsa', NEW_EDITOR, NEW_PASSWORD);
  await expect(editorPage).toHaveURL(/\/mx\/impulsa\/consola$/);
  // The link worked once.
  await editorPage.goto(await invitationPath(baseURL ?? '', NEW_EDITOR));
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Esta invitación ya no sirve' })).toBeVisible();
  await editor.close();

  // The admin's team now lists the editor, and no pending invitation for them.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rol de Editora Nueva' })).toHaveValue('ally_editor');
  await expect(page.getByRole('button', { name: `Anular la invitación a ${NEW_EDITOR}` })).toHaveCount(0);
});

test("a crecer editor reaches nothing of impulsa's console: 403/404 by API, nothing in the UI", async ({
  page,
  baseURL,
}) => {
  const token = await signInThroughApi(page.context(), baseURL ?? '', 'crecer', 'editor@crecer.example');
  const asCrecerEditor = (path: string, ally: string) =>
    fetch(new URL(path, baseURL), { headers: { authorization: `Bearer ${token}`, 'x-aula-ally': ally } });
  // Impulsa's module 1 history and team, by id, naming impulsa: refused.
  const history = await asCrecerEditor('/api/console/history/module/1/', 'impulsa');
  expect(history.status).toBe(403);
  expect(((await history.json()) as { error: string }).error).toBe('wrong_ally');
  expect((await asCrecerEditor('/api/console/team/', 'impulsa')).status).toBe(403);
  // Naming crecer, impulsa's item ids open crecer's own rows only: none.
  const own = await asCrecerEditor('/api/console/history/module/1/', 'crecer');
  expect(((await own.json()) as { results: unknown[] }).results).toEqual([]);

  // In the browser, impulsa's console has no session for crecer's editor: the sign-in page.
  await page.goto('/mx/impulsa/consola');
  await expect(page).toHaveURL(/\/mx\/impulsa\/login\?redirect=%2Fmx%2Fimpulsa%2Fconsola$/);
  // Their own console is crecer's, with crecer's name on it.
  await page.goto('/mx/crecer/consola');
  await expect(page.getByRole('heading', { level: 1, name: 'Consola de Crecer' })).toBeVisible();
  await expect(page.getByText('Impulsa')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The team page is for admins: an editor is told so.
  await page.goto('/mx/crecer/consola/equipo');
  await expect(page.getByText('Solo la administración del equipo puede ver y cambiar el equipo.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-in learner is told the console is not for them; crecer’s invitation screen passes axe', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page.context(), baseURL ?? '', 'crecer', 'demo@crecer.example');
  await page.goto('/mx/crecer/consola');
  await expect(page.getByRole('heading', { level: 1, name: 'Esta consola es para el equipo de Crecer' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff invite for crecer through the API (staff act for any ally); the link's screen in crecer's brand.
  const login = await fetch(new URL('/api/mx/login/', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@aula.example', password: 'Aula-staff-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const email = `crecer.${Date.now()}@example.com`;
  const invited = await fetch(new URL('/api/console/team/invitations/', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-aula-ally': 'crecer' },
    body: JSON.stringify({ email, role: 'ally_admin', url_base: baseURL }),
  });
  expect(invited.status).toBe(201);
  const fresh = await page.context().browser()?.newContext({ baseURL, locale: 'es-MX', bypassCSP: true });
  if (!fresh) throw new Error('no browser');
  const invitee = await fresh.newPage();
  await invitee.goto(await invitationPath(baseURL ?? '', email));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Únete al equipo de Crecer' })).toBeVisible();
  await expectNoAxeViolations(invitee);
  await fresh.close();
});
