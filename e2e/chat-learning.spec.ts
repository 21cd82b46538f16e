import { expect, type Page, test } from '@playwright/test';
import { international, registeredLearner } from './account-helpers';
import { signInThroughApi } from './session-helpers';

// Issue 42: a lesson taken inside WhatsApp, through the development chat (/dev/whatsapp/{phone}),
// which writes as the learner through the webhook's own handler. A learner who agreed to WhatsApp
// messages at registration writes to the ally's number, chooses a module, receives the video,
// is told to wait when they go on too soon, reads, receives the file, and finishes the lesson; the
// site then shows the lesson done.
const MODULE = 'Vende más y mejor';
const LESSON = 'Conoce a tu cliente ideal';

/** The chat's messages so far: a reply adds the learner's and at least one answer. */
const messages = (page: Page) => page.locator('article');

/** Writes as the learner in the chat's box, and waits for the answer to be drawn. */
async function write(page: Page, text: string) {
  const before = await messages(page).count();
  await page.getByRole('textbox', { name: 'Message as the learner' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => messages(page).count()).toBeGreaterThan(before + 1);
}

/** Taps a reply button (the newest of that name) and waits for the answer to be drawn. */
async function tap(page: Page, name: string) {
  const before = await messages(page).count();
  await page.getByRole('button', { name }).last().click();
  await expect.poll(() => messages(page).count()).toBeGreaterThan(before + 1);
}

const TOO_SOON = /en unos (\d+) segundos/;

/** "Siguiente"; if the part asks for more time, waits what it says and taps again. */
async function goOn(page: Page) {
  await tap(page, 'Siguiente');
  const said = TOO_SOON.exec((await messages(page).last().textContent()) ?? '');
  if (!said) return;
  await page.waitForTimeout((Number(said[1]) + 1) * 1000);
  await tap(page, 'Siguiente');
}

test('a learner takes a whole lesson in the WhatsApp chat and the site shows it done', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await registeredLearner(baseURL, 'full', 'impulsa', { reminders: true });
  const phone = international(learner.phone);
  await page.goto(`/dev/whatsapp/${phone.slice(1)}`);
  await write(page, 'Hola');
  await expect(page.getByText('¡Hola, Prueba! Aquí puedes tomar tus lecciones sin salir de WhatsApp.')).toBeVisible();
  await tap(page, MODULE);

  // The lesson's introduction, then its first part: the video.
  await expect(page.getByText(LESSON)).toBeVisible();
  await expect(messages(page).filter({ hasText: '¿Quién te compra de verdad?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /clase-demo/ })).toBeVisible();
  // Too soon: the part is not done yet, and the chat says how long is left.
  await tap(page, 'Siguiente');
  await expect(messages(page).last()).toContainText('Tómate un momento más');
  await goOn(page);
  // The reading, then the file to download.
  await expect(messages(page).filter({ hasText: 'El perfil de tu cliente en una hoja' })).toBeVisible();
  await goOn(page);
  await expect(page.getByRole('link', { name: 'plantilla-ventas-gastos.pdf' })).toBeVisible();
  await goOn(page);
  await expect(page.getByText(`¡Terminaste la lección «${LESSON}»!`)).toBeVisible();

  // The site knows: the lesson is done for this learner.
  await signInThroughApi(page.context(), baseURL ?? '', 'impulsa', learner.email, learner.password);
  await page.goto('/mx/impulsa/seccion/modulos');
  await page.getByRole('link', { name: MODULE }).click();
  await expect(page.getByRole('link', { name: new RegExp(LESSON) })).toContainText('Terminada');
});
