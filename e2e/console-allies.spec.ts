import { expect, type Page, test } from '@playwright/test';
import { expectLearnerHome, freshPhone, invitationPath, whatsappCode } from './account-helpers';
import { signInThroughApi } from './session-helpers';

// Issue 39: staff create an ally in the console ("Aliados"); its site answers at once with no file of
// the repository changed; the invitation from the outbox makes its admin, who changes its brand; a
// visitor opens its site and registers. Staff then suspend it (its site says so) and restore it.

const STAFF = { email: 'staff@aula.example', password: 'Aula-staff-2026' };
const CODE = `tercera-${Date.now().toString(36)}`;
const ADMIN = `admin.${CODE}@example.com`;
const ADMIN_PASSWORD = 'Cuaderno-de-recetas-7';
const TAGLINE = 'Crédito y cursos para tu tienda.';

async function registerQuickly(page: Page, baseURL: string) {
  const phone = freshPhone();
  await page.goto(`/mx/${CODE}/registro`);
  await page.getByRole('tab', { name: 'Rápido' }).click();
  await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lupita');
  await page.getByLabel('Elige un PIN').fill('4827');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/mx/${CODE}/registro/verificar`));
  const code = await whatsappCode(baseURL, phone);
  await page.getByRole('textbox', { name: 'Código de verificación' }).first().focus();
  await page.keyboard.type(code);
  await expectLearnerHome(page, CODE);
}

test('staff create an ally; its invited admin changes its brand; a visitor registers; staff suspend and restore it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  await signInThroughApi(page.context(), baseURL, 'impulsa', STAFF.email, STAFF.password);
  await page.goto('/mx/impulsa/consola/aliados');
  await expect(page.getByRole('heading', { level: 1, name: 'Aliados' })).toBeVisible({ timeout: 20_000 });

  // Bad input tried: a code with capitals and a space, no country, no email: each refused on its field.
  const form = page.getByRole('region', { name: 'Crear un aliado' });
  await form.getByLabel('Código').fill('Tercera Financiera');
  await form.getByRole('button', { name: 'Crear aliado' }).click();
  await expect(
    form.getByText('Usa de 2 a 40 minúsculas, números o guiones, sin espacios ni acentos; por ejemplo banco-sur.'),
  ).toBeVisible();
  await expect(form.getByText('Marca al menos un país.')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Países' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Código').fill(CODE);
  await form.getByLabel('Nombre').fill('Tercera Financiera');
  await form.getByRole('checkbox', { name: 'México' }).check();
  await form.getByLabel('Correo de la primera persona de administración').fill(ADMIN);
  await form.getByRole('button', { name: 'Crear aliado' }).click();
  await expect(form.getByText(`Su sitio ya está en /mx/${CODE}`)).toBeVisible();

  // Its site answers at once, in its own name.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/mx/${CODE}`);
  await expect(visitor.getByRole('banner').getByText('Tercera Financiera')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Aprende con Tercera Financiera' })).toBeVisible();

  // The admin opens the mailed invitation in a browser of their own and changes the brand.
  const adminContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const admin = await adminContext.newPage();
  await admin.goto(await invitationPath(baseURL, ADMIN));
  await expect(admin.getByRole('heading', { level: 1, name: 'Únete al equipo de Tercera Financiera' })).toBeVisible();
  await admin.getByLabel('Tu nombre').fill('Teresa Tercera');
  await admin.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Entrar a la consola' }).click();
  await expect(admin).toHaveURL(new RegExp(`/mx/${CODE}/consola$`));
  await admin.goto(`/mx/${CODE}/consola/marca`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Marca' })).toBeVisible({ timeout: 20_000 });
  await admin.getByRole('textbox', { name: 'Frase' }).fill(TAGLINE);
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin.getByText('Marca publicada: tu sitio ya la muestra.')).toBeVisible();
  await adminContext.close();

  await visitor.goto(`/mx/${CODE}`);
  await expect(visitor.getByText(TAGLINE).first()).toBeVisible();
  await registerQuickly(visitor, baseURL);

  // Suspended: its site says so in its own name and frame; restored: as before.
  const list = page.getByRole('region', { name: 'Todos los aliados' });
  await page.reload();
  await list.getByRole('button', { name: 'Suspender a Tercera Financiera' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspender' }).click();
  await expect(list.getByText('Suspendimos a Tercera Financiera.')).toBeVisible();
  await visitor.goto(`/mx/${CODE}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tercera Financiera está en pausa' })).toBeVisible();
  await list.getByRole('button', { name: 'Restablecer a Tercera Financiera' }).click();
  await expect(list.getByText('Restablecimos a Tercera Financiera.')).toBeVisible();
  await visitor.goto(`/mx/${CODE}`);
  await expect(visitor.getByText(TAGLINE).first()).toBeVisible();
  await visitor.close();
});
