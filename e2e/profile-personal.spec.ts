import { expect, test } from '@playwright/test';
import { appRunning } from './app-running';
import { signIn } from './profile-helpers';

test('a learner edits personal data, sees it kept after a reload, and the header follows the new name', async ({
  page,
}) => {
  await signIn(page, 'impulsa', '/mx/impulsa/seccion/perfil');
  await page.getByRole('link', { name: 'Datos personales' }).click();
  await expect(page).toHaveURL(/\/seccion\/perfil\/datos-personales$/);

  const firstName = page.getByRole('textbox', { name: 'Nombre' });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Mariana');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Demo Pérez');
  await page.getByLabel('Fecha de nacimiento').fill('1985-04-12');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  // A native list until the app runs, then the app's searchable one: the tap waits for the app, or
  // the app replaced the list under it (a run's flake: the options went with the native list).
  await appRunning(page);
  await page.getByRole('combobox', { name: 'Último grado de estudios' }).click();
  await page.getByRole('option', { name: 'Licenciatura' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();
  // The header's badge with the name shows from tablets up (on phones the bottom bar holds the profile).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: 'Tu perfil: Mariana' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mariana');
  await expect(page.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Demo Pérez');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1985-04-12');
  await expect(page.getByRole('radio', { name: 'Mujer' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Último grado de estudios' })).toHaveValue('Licenciatura');

  // Put the demo name back for the specs that follow.
  await page.getByRole('textbox', { name: 'Nombre' }).fill('María');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Demo');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();
});

test('a 300-character name is refused next to the field, and leaving with unsaved changes asks first', async ({
  page,
}) => {
  await signIn(page, 'impulsa', '/mx/impulsa/seccion/perfil/datos-personales');
  const firstName = page.getByRole('textbox', { name: 'Nombre' });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('A'.repeat(300));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Usa como máximo 80 caracteres.')).toBeVisible();
  await expect(firstName).toBeFocused();

  await page.getByRole('link', { name: /Volver a/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/datos-personales$/);
  await page.getByRole('link', { name: /Volver a/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/seccion\/perfil$/);
});

test('the settings link to the profile screens of the ally being browsed', async ({ page }) => {
  // The learner home first: browsing it is what makes crecer the ally the settings link to.
  await signIn(page, 'crecer');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Datos de tu negocio' }).click();
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion\/perfil\/negocio$/);
});
