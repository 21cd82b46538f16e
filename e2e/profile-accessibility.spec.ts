import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signIn } from './profile-helpers';

test.use({ bypassCSP: true });

/** Each screen, and what shows once its data has arrived (axe checks the loaded screen). */
const screens: [path: string, loaded: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['seccion/perfil', (page) => page.getByRole('link', { name: 'Datos personales' })],
  ['seccion/perfil/datos-personales', (page) => page.getByRole('textbox', { name: 'Nombre' })],
  ['seccion/perfil/negocio', (page) => page.getByRole('textbox', { name: 'Nombre del negocio' })],
  ['seccion/perfil/encuesta', (page) => page.getByRole('progressbar')],
];

for (const allyCode of ['impulsa', 'crecer'] as const) {
  test(`the profile screens of ${allyCode} pass axe (WCAG 2.1 AA) on a phone`, async ({ page }) => {
    // Signed in straight onto the first screen; the others are opened from there.
    for (const [index, [path, loaded]] of screens.entries()) {
      if (index === 0) await signIn(page, allyCode, `/mx/${allyCode}/${path}`);
      else await page.goto(`/mx/${allyCode}/${path}`);
      await expect(loaded(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
