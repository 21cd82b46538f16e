// Throwaway: screenshots of the screens changed this session (deleted after use).
import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function signIn(context, ally) {
  const page = await context.newPage();
  await page.goto(`${base}/mx/${ally}/login?metodo=correo`);
  await page.getByLabel('Correo electrónico').fill(`demo@${ally}.example`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Aula-demo-2026');
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/seccion$/);
  await page.close();
}
const shots = [
  // [name, ally, path, width, mode, js, signedIn, action]
  ['country-390-dark', null, '/', 390, 'dark', true, false],
  ['country-mx-320', null, '/?pais=mx', 320, 'light', false, false],
  ['recover-320-nojs', 'impulsa', '/mx/impulsa/recuperar', 320, 'light', false, false],
  ['recover-wa-390-dark', 'crecer', '/mx/crecer/recuperar?metodo=whatsapp', 390, 'dark', true, false],
  ['business-320-nojs', 'crecer', '/mx/crecer/seccion/perfil/negocio', 320, 'light', false, true],
  ['business-1280-nojs', 'impulsa', '/mx/impulsa/seccion/perfil/negocio', 1280, 'light', false, true],
  ['survey-390-nojs', 'impulsa', '/mx/impulsa/seccion/perfil/encuesta', 390, 'light', false, true],
  ['sessions-ask-390-nojs', 'impulsa', '/mx/impulsa/seccion/cuenta/sesiones?confirmar=otras', 390, 'light', false, true],
  ['settings-1280-dark', 'crecer', '/mx/crecer/seccion/cuenta', 1280, 'dark', true, true],
  ['reminders-320-nojs', 'crecer', '/mx/crecer/seccion/cuenta/recordatorios', 320, 'light', false, true],
  ['favorites-390-nojs', 'crecer', '/mx/crecer/seccion/favoritos', 390, 'light', false, true],
  ['achievement-390-nojs', 'crecer', '/mx/crecer/seccion/logros/6', 390, 'light', false, true],
];
for (const [name, ally, path, width, mode, js, signedIn] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, colorScheme: mode, locale: 'es-MX' });
  if (signedIn) {
    const signer = await browser.newContext();
    await signIn(signer, ally);
    await context.addCookies(await signer.cookies());
    await signer.close();
  }
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(js ? 2500 : 500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
