import { expect, test } from '@playwright/test';
import { freshPhone, registeredLearner, signInByPhone, whatsappCode } from './account-helpers';
import { axeViolations } from './screen-checks';

// Issue 30's consent, the learner's side, against the real API: the registration's opt-in box is
// recorded with its source, the settings screen changes it, and the opt-out link's page changes
// nothing until its button is tapped. axe is injected, which the site's CSP rightly refuses.
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

test('ticking the box at registration records consent from there; settings opts out again', async ({
  page,
  baseURL,
}) => {
  // Registration, the WhatsApp code, two screens and a save: longer than the suite's 30 s on a busy machine.
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const phone = freshPhone();
  await page.goto('/mx/impulsa/registro');
  await page.getByRole('tab', { name: 'Rápido' }).click();
  await expect(page.getByRole('tab', { name: 'Rápido' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa E2E');
  await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await page.getByLabel('Elige un PIN').fill('4827');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  const optIn = page.getByRole('checkbox', { name: /recuerden por WhatsApp/ });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/simple_register/'));
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  expect((await sent).postDataJSON().reminders).toMatchObject({ channel: 'whatsapp', language: 'es' });
  await expect(page).toHaveURL(/\/registro\/verificar/);
  // The boxes send the code as soon as they are full: a tap on "Confirmar" after that raced the
  // move to the learner's home (detached, it was waited for until the test's time ran out).
  await page
    .getByRole('textbox')
    .first()
    .fill(await whatsappCode(baseURL, phone));
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion/);

  await page.goto('/mx/impulsa/seccion/cuenta');
  await expect(page.getByRole('link', { name: 'Recordatorios por WhatsApp o correo' })).toBeVisible();
  await page.goto('/mx/impulsa/seccion/cuenta/recordatorios');
  await expect(page.getByText(/Aceptaste recibirlos por WhatsApp el .*, al crear tu cuenta\./)).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Quiero recibir recordatorios' });
  await expect(box).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await box.uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Listo: ya no te enviaremos recordatorios.')).toBeVisible();
  await expect(page.getByText(/Te diste de baja el .*, en esta página\./)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Quiero recibir recordatorios' })).not.toBeChecked();
});

test('a learner who left the box unticked has chosen nothing, and a quiet hour out of range is refused', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(baseURL, 'quick');
  await signInByPhone(page, learner, { secret: 'pin' });
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion/);
  await page.goto('/mx/impulsa/seccion/cuenta/recordatorios');
  await expect(page.getByText('Aún no has elegido: no te enviamos recordatorios.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Quiero recibir recordatorios' })).not.toBeChecked();
  // Bad input the form cannot send (its lists hold only good values): straight at the API.
  const refused = await page.evaluate(async () => {
    const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/account/reminders/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, 'x-aula-ally': 'impulsa' },
      body: JSON.stringify({
        optedIn: true,
        channel: 'whatsapp',
        frequency: 'daily',
        quietHours: { start: 24, end: 8 },
        timeZone: 'Mars/Olympus',
        language: 'es',
      }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(400);
  expect(refused.body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
    'quietHours.start',
    'timeZone',
  ]);
});

test('the opt-out page of a link cut short or forged says it does not work, and opts no one out', async ({ page }) => {
  await page.goto('/mx/impulsa/recordatorios/baja?t=abc');
  await expect(page.getByText('Este enlace no sirve')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/mx/impulsa/recordatorios/baja?t=forged-token-00000000000000000000');
  await expect(page.getByText('Este enlace no sirve')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sí, no quiero más recordatorios' })).toHaveCount(0);
});
