import { expect, test } from '@playwright/test';
import { signIn } from './learning-helpers';

// Crecer's demo learner finished "Inventario sin sorpresas", whose second achievement is a gift
// sent home; their business address is in their profile (Avenida Ermita Iztapalapa 45).
const GIFT_ACHIEVEMENT = 'Inventario impecable';

test('a learner fills the gift address from their business, and the hint’s own phone (+52 55 5000 0002) is taken', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'crecer');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Logros' }).click();
  await page.getByRole('region', { name: 'Ganados' }).getByRole('link', { name: GIFT_ACHIEVEMENT }).click();
  await expect(page.getByRole('heading', { level: 1, name: GIFT_ACHIEVEMENT })).toBeVisible();

  await page.getByRole('button', { name: 'Usar la dirección de mi negocio' }).click();
  await expect(page.getByLabel('Calle')).toHaveValue('Avenida Ermita Iztapalapa');
  await expect(page.getByLabel('Colonia')).toHaveValue('Iztapalapa Centro');
  await page.getByLabel('Nombre de quien recibe').fill('José Demo');

  // Two digits short: refused on the field, with the sentence that says why.
  const phone = page.getByLabel('Celular de contacto');
  await phone.fill('55 5000 00');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(phone).toHaveAccessibleDescription(/Revisa el número: parece incompleto o lleva letras/);

  await phone.fill('+52 55 5000 0002');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  const check = page.getByRole('dialog', { name: '¿Tu dirección es correcta?' });
  await expect(check).toContainText('Avenida Ermita Iztapalapa, 45, Iztapalapa Centro, Iztapalapa, 09000');
  await check.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('¡Dirección guardada!')).toBeVisible();
});
