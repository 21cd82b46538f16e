import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { registeredLearner } from './account-helpers';
import { appRunning } from './app-running';
import { pdfText } from './pdf-text';
import { signInThroughApi } from './session-helpers';

// Issue 41's journey: impulsa's admin writes a certifying module whose lesson ends in a check of
// three questions; a new learner reads, fails the check once (feedback, the part to review, not
// done), passes it, and receives the certificate: its PDF carries the page's address, the page
// (signed out) says "válido"; the admin revokes it and the page says so with the reason; a
// credential changed by one character is "no es auténtico".
const MODULE = `Cuida tu flujo de caja ${Date.now().toString(36)}`;
const LESSON = 'Cuenta lo que entra y lo que sale';
const READING = 'Lectura: tu libreta de caja';
const CHECK = 'Comprueba lo aprendido';
const FEEDBACK = 'Anota todo, también lo pequeño.';

const Q1 = {
  prompt: '¿Qué anotas en tu libreta de caja?',
  right: 'Cada entrada y cada salida',
  wrong: 'Solo las ventas grandes',
};
const Q2 = {
  prompt: '¿Qué cuenta como salida de dinero?',
  right: ['La renta del local', 'El pago a proveedores'],
  wrong: 'Una venta al contado',
};
const Q3 = { prompt: 'Mezclar el dinero de la casa con el del negocio te ayuda a saber si ganas.' };

async function addPart(page: Page, kind: string, fill: (form: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Agregar parte' }).click();
  const form = page.getByRole('region', { name: 'Nueva parte' });
  await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption(kind);
  await fill(form);
  await form.getByRole('button', { name: 'Guardar parte' }).click();
  await expect(page.getByText('Parte agregada.').last()).toBeVisible();
}

/** Fills option `number` of a question: its words, whether it is right, its feedback. */
async function option(question: Locator, number: number, text: string, right: boolean, feedback = '') {
  const group = question.getByRole('group', { name: `Opción ${number}`, exact: true });
  await group.getByRole('textbox', { name: 'Texto', exact: true }).fill(text);
  if (right) await group.getByLabel('Correcta').check();
  if (feedback) await group.getByRole('textbox', { name: /Comentario/ }).fill(feedback);
}

/** The learner's answers: a question found by its words (the order is shuffled per try). */
async function answer(page: Page, prompt: string, choices: string[]) {
  const question = page.getByRole('group', { name: new RegExp(prompt.replace(/[?¿.]/g, '.')) });
  for (const choice of choices) await question.getByLabel(choice, { exact: true }).check();
}

const savedText = async (download: Download) => readFileSync((await download.path()) ?? '');

test('a check written in the console is failed, then passed; the certificate is downloaded, verified, revoked, and a changed one refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), baseURL, 'impulsa', 'admin@impulsa.example');

  // The admin: a certifying module, a lesson with a reading and a check of three questions.
  await page.goto('/mx/impulsa/consola/modulos');
  await page.getByRole('link', { name: 'Nuevo módulo' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(MODULE);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Sabe cuánto entra y cuánto sale.');
  await page.getByLabel('Otorga certificado al completarlo').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar módulo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título de la nueva lección' }).fill(LESSON);
  await page.getByRole('button', { name: 'Agregar lección' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  await addPart(page, 'reading', async (form) => {
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(READING);
    await form.getByRole('textbox', { name: 'Texto', exact: true }).click();
    await page.keyboard.type('Anota cada peso que entra y cada peso que sale, el mismo día.');
  });
  await addPart(page, 'check', async (form) => {
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(CHECK);
    const first = form.getByRole('group', { name: 'Pregunta 1', exact: true });
    await first.getByRole('textbox', { name: 'Texto de la pregunta' }).fill(Q1.prompt);
    await option(first, 1, Q1.right, true);
    await option(first, 2, Q1.wrong, false, FEEDBACK);
    await first.getByRole('combobox', { name: 'Para repasar' }).selectOption({ label: READING });

    await form.getByRole('button', { name: 'Agregar pregunta' }).click();
    const second = form.getByRole('group', { name: 'Pregunta 2', exact: true });
    await second.getByRole('combobox', { name: 'Tipo de pregunta' }).selectOption('multiple');
    await second.getByRole('textbox', { name: 'Texto de la pregunta' }).fill(Q2.prompt);
    await second.getByRole('button', { name: 'Agregar opción' }).click();
    await option(second, 1, Q2.right[0] ?? '', true);
    await option(second, 2, Q2.right[1] ?? '', true);
    await option(second, 3, Q2.wrong, false);

    await form.getByRole('button', { name: 'Agregar pregunta' }).click();
    const third = form.getByRole('group', { name: 'Pregunta 3', exact: true });
    await third.getByRole('combobox', { name: 'Tipo de pregunta' }).selectOption('true_false');
    await third.getByRole('textbox', { name: 'Texto de la pregunta' }).fill(Q3.prompt);
    await third.getByRole('group', { name: 'Opción 2', exact: true }).getByLabel('Correcta').check();
  });
  await expect(page.getByText('Comprobación · 3 preguntas')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar lección' }).click();
  await page.getByRole('link', { name: `Volver al módulo «${MODULE}»` }).click();
  await page.getByRole('button', { name: 'Publicar módulo' }).click();
  await expect(page.getByText('Módulo publicado: sus lecciones publicadas ya se ven.')).toBeVisible();

  // A new learner, on a phone.
  const learnerAccount = await registeredLearner(baseURL, 'full');
  const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const learner = await learnerContext.newPage();
  await signInThroughApi(learnerContext, baseURL, 'impulsa', learnerAccount.email, learnerAccount.password);
  await learner.goto('/mx/impulsa/seccion/modulos');
  await learner.getByRole('link', { name: MODULE }).click();
  await learner
    .getByRole('link', { name: new RegExp(LESSON) })
    .first()
    .click();
  await learner.getByRole('link', { name: 'Empezar la lección' }).click();
  await expect(learner.getByRole('heading', { level: 2, name: READING })).toBeVisible();
  await learner.mouse.wheel(0, 2000);
  await expect(learner.getByText('Completaste esta parte.')).toBeVisible({ timeout: 40_000 });
  await learner.getByRole('link', { name: /^(Siguiente parte|Continuar): / }).click();
  await expect(learner.getByRole('heading', { level: 2, name: CHECK })).toBeVisible();

  // Wrong first: one of three right, the chosen option's feedback, the reading to review, not done.
  await answer(learner, Q1.prompt, [Q1.wrong]);
  await answer(learner, Q2.prompt, [Q2.right[0] ?? '']);
  await answer(learner, Q3.prompt, ['Falso']);
  await learner.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(learner.getByRole('heading', { name: 'Te faltó poco: necesitas 70%.' })).toBeVisible();
  await expect(learner.getByText('Acertaste 1 de 3 (33%)', { exact: true })).toBeVisible();
  await expect(learner.getByText(FEEDBACK)).toBeVisible();
  await expect(learner.getByRole('link', { name: `Repasa: ${READING}` })).toBeVisible();
  await expect(learner.getByText('Completaste esta parte.')).toHaveCount(0);

  await learner.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await answer(learner, Q1.prompt, [Q1.right]);
  await answer(learner, Q2.prompt, Q2.right);
  await answer(learner, Q3.prompt, ['Falso']);
  await learner.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(learner.getByRole('heading', { name: '¡Aprobaste!' })).toBeVisible();
  await expect(learner.getByText('Tu avance: 100 %')).toBeVisible({ timeout: 15_000 });

  // The certificate, among the learner's achievements: its PDF names them and the page's address.
  await learner.goto('/mx/impulsa/seccion/logros');
  const certificates = learner.getByRole('region', { name: 'Mis certificados' });
  await expect(certificates.getByText(MODULE)).toBeVisible();
  const pageUrl =
    (await certificates.getByRole('link', { name: /Ver página de verificación/ }).getAttribute('href')) ?? '';
  // The files are fetched by the app with the session (downloadFile): a control the app alone answers.
  await appRunning(learner);
  expect(pageUrl).toMatch(/\/mx\/impulsa\/certificados\/[0-9a-f-]{36}$/);
  const [pdf] = await Promise.all([
    learner.waitForEvent('download'),
    certificates.getByRole('button', { name: /Descargar PDF/ }).click(),
  ]);
  const pdfBytes = await savedText(pdf);
  const words = pdfText(pdfBytes);
  for (const expected of ['Certificado', 'Prueba E2E', MODULE, pageUrl]) expect(words).toContain(expected);
  // The QR code's address is the page's, as a link beside it.
  expect(pdfBytes.toString('latin1')).toContain(`/URI (${pageUrl})`);
  const [file] = await Promise.all([
    learner.waitForEvent('download'),
    certificates.getByRole('button', { name: /Descargar credencial/ }).click(),
  ]);
  const credential = JSON.parse((await savedText(file)).toString('utf8')) as { id: string };
  expect(credential.id).toMatch(/^data:application\/vc\+jwt,ey/);

  // Anyone, signed out, opens the page from the QR code's address.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const verifier = await stranger.newPage();
  await verifier.goto(pageUrl);
  await expect(verifier.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await expect(verifier.getByText(`Prueba E2E completó «${MODULE}»`)).toBeVisible();

  // The admin revokes it; the page says so, with the reason.
  await page.goto('/mx/impulsa/consola/premios/certificados');
  await page.getByRole('button', { name: `Revocar el certificado de Prueba E2E en «${MODULE}»` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Emitido por error');
  await dialog.getByRole('button', { name: 'Revocar certificado' }).click();
  await expect(page.getByText('Revocaste el certificado de Prueba E2E. Su página ya lo dice.')).toBeVisible();
  await verifier.reload();
  await expect(verifier.getByRole('heading', { name: 'Certificado revocado' })).toBeVisible();
  await expect(verifier.getByText(/Revocado el .+\. Motivo: Emitido por error/)).toBeVisible();

  // A credential with one character of its signed words changed is nobody's.
  const token = credential.id.slice('data:application/vc+jwt,'.length);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = Buffer.from(payload, 'base64url').toString('utf8').replace('Prueba E2E', 'Prueba E2F');
  const changed = [header, Buffer.from(claims).toString('base64url'), signature].join('.');
  await verifier.getByRole('textbox', { name: 'Credencial' }).fill(changed);
  await verifier.getByRole('button', { name: 'Comprobar' }).click();
  await expect(verifier.getByText('Este certificado no es auténtico')).toBeVisible();

  await stranger.close();
  await learnerContext.close();
});
