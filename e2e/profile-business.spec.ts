import { expect, type Page, test } from '@playwright/test';
import { appRunning } from './app-running';
import { signIn } from './profile-helpers';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name });

/**
 * Chooses one improvement and waits for its chip. Each chip moves the open list down; in the full
 * suite on a busy machine a tap on a lower option was lost twice (the list stayed open, the option
 * unchosen), so the tap is repeated until the chip shows, never clicked again once it does.
 */
async function chooseImprovement(page: Page, name: string) {
  const chip = page.getByRole('button', { name: `Quitar ${name}` });
  await expect(async () => {
    if (!(await chip.isVisible())) await page.getByRole('option', { name }).click();
    await expect(chip).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function openBusiness(page: Page) {
  await signIn(page, 'crecer', '/mx/crecer/seccion/perfil/negocio');
  await expect(page.getByRole('textbox', { name: 'Nombre del negocio' })).not.toHaveValue('');
  // The searchable lists, the postal code's search and the map are the app's.
  await appRunning(page);
}

test('a learner edits the business and chooses the address by postal code; it is kept after a reload', async ({
  page,
}) => {
  await openBusiness(page);
  await page.getByRole('textbox', { name: 'Nombre del negocio' }).fill('Abarrotes Don José e Hijos');
  await combo(page, 'Ventas por semana').click();
  await page.getByRole('option', { name: '$5,000 a $10,000' }).click();
  await combo(page, '¿Qué quieres mejorar?').click();
  await chooseImprovement(page, 'Vender por internet');
  await chooseImprovement(page, 'Organizar mi inventario');

  const postalCode = page.getByRole('textbox', { name: 'Código postal' });
  await postalCode.fill('99999');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No encontramos este código postal.', { exact: false })).toBeVisible();

  await postalCode.fill('44100');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(combo(page, 'Estado o departamento')).toHaveValue('Jalisco');
  await expect(combo(page, 'Ciudad o municipio')).toHaveValue('Guadalajara');
  await expect(page.getByRole('button', { name: /Pin del negocio en 20\.6/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Juárez');
  await page.getByRole('textbox', { name: 'Número' }).fill('15');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();

  await page.reload();
  await appRunning(page);
  await expect(page.getByRole('textbox', { name: 'Nombre del negocio' })).toHaveValue('Abarrotes Don José e Hijos');
  await expect(combo(page, 'Ciudad o municipio')).toHaveValue('Guadalajara');
  await expect(combo(page, 'Estado o departamento')).toHaveValue('Jalisco');
  await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('44100');
  await expect(page.getByRole('button', { name: 'Quitar Vender por internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar Organizar mi inventario' })).toBeVisible();
});

test('the places search of the offline map fills the address, and a pin far from the city asks first', async ({
  page,
}) => {
  await openBusiness(page);
  await combo(page, 'Buscar un lugar en el mapa').fill('monterrey');
  await page.getByRole('option', { name: /^Monterrey · Nuevo León/ }).click();
  await expect(combo(page, 'Estado o departamento')).toHaveValue('Nuevo León');
  await expect(combo(page, 'Ciudad o municipio')).toHaveValue('Monterrey');
  await expect(page.getByRole('group', { name: 'Mapa de la dirección del negocio' })).toContainText('Monterrey');

  // Three steps east with the keyboard: the pin is now ~70 km from Monterrey's centre.
  const pin = page.getByRole('button', { name: /Pin del negocio/ });
  for (let press = 0; press < 3; press += 1) {
    await pin.focus();
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Tu dirección es correcta?' });
  await expect(dialog).toContainText('km de Monterrey');
  await dialog.getByRole('button', { name: 'Modificar dirección' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Listo, guardamos tus cambios.')).toBeVisible();
  await page.reload();
  await expect(combo(page, 'Ciudad o municipio')).toHaveValue('Monterrey');
});
