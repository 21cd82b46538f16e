import { expect, type Page, test } from '@playwright/test';
import { signIn } from './learning-helpers';
import { signInThroughApi } from './session-helpers';

// Issue 28's main journey: the impulsa editor writes a module with a lesson of three parts in the
// console, previews and publishes it; the demo learner sees and completes it; the editor takes it
// back to draft and it is gone for the learner at once. The video, its captions and the PDF are
// uploaded (resumable, over tus) from the demo's own files: a 20 s WebM, its WebVTT and a PDF; the
// reading's picture is uploaded from the editor's picture dialog (a PNG drawn by the browser).
const MODULE = 'Vende por WhatsApp';
const LESSON = 'Tu catálogo en un mensaje';
const DEMO_MEDIA = 'apps/api/media/demo';

/** A real 800×450 PNG, drawn on a canvas by the page (the repository keeps no photo to upload). */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 450;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#cc6633';
    context.fillRect(0, 0, 800, 450);
    context.fillStyle = '#ffffff';
    context.fillRect(100, 100, 600, 250);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function addPart(page: Page, kind: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Agregar parte' }).click();
  const form = page.getByRole('region', { name: 'Nueva parte' });
  await form.getByRole('combobox', { name: 'Tipo' }).selectOption(kind);
  await fill(form);
  await form.getByRole('button', { name: 'Guardar parte' }).click();
  await expect(page.getByText('Parte agregada.').last()).toBeVisible();
}

test('an impulsa editor writes, previews and publishes a lesson; the learner completes it; unpublished, it is gone at once', async ({
  page,
  browser,
  baseURL,
}) => {
  // The learner plays most of a 20 s video and reads for the seconds the server asks.
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), baseURL, 'impulsa', 'editor@impulsa.example');

  await page.goto('/mx/impulsa/consola/modulos');
  await expect(page.getByRole('heading', { level: 1, name: 'Módulos' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo módulo' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(MODULE);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Vende más con tu teléfono.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/consola\/modulos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar módulo' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título de la nueva lección' }).fill(LESSON);
  await page.getByRole('button', { name: 'Agregar lección' }).click();
  await expect(page).toHaveURL(/\/consola\/lecciones\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  await addPart(page, 'video', async (form) => {
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill('Video: arma tu catálogo');
    await form.getByLabel('Video', { exact: true }).setInputFiles(`${DEMO_MEDIA}/clase-demo.webm`);
    await expect(form.getByText('clase-demo.webm se subió.')).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('textbox', { name: 'Video (dirección)' })).toHaveValue(/^\/media\//);
    await form.getByLabel('Subtítulos', { exact: true }).setInputFiles(`${DEMO_MEDIA}/clase-demo.vtt`);
    await expect(form.getByText('clase-demo.vtt se subió.')).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('textbox', { name: 'Subtítulos WebVTT (dirección)' })).toHaveValue(/^\/media\//);
  });
  await addPart(page, 'reading', async (form) => {
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill('Lectura: tu primer mensaje');
    const text = form.getByRole('textbox', { name: 'Texto', exact: true });
    await text.click();
    await page.keyboard.type('Saluda, muestra tres productos y di el precio.');
    // A picture uploaded from the editor's picture dialog: it needs a description to go in.
    await form.getByRole('button', { name: 'Imagen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagen' });
    await dialog
      .getByLabel('Subir una imagen nueva', { exact: true })
      .setInputFiles({ name: 'catalogo.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    await expect(dialog.getByText('catalogo.png se subió.')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('textbox', { name: 'Dirección de la imagen' })).toHaveValue(
      /^\/media\/uploads\/impulsa\/.+\.webp$/,
    );
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await expect(dialog.getByText('Describe la imagen o márcala como decorativa.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Descripción de la imagen' }).fill('Un catálogo en el teléfono');
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await expect(dialog).toHaveCount(0);
  });
  await addPart(page, 'download', async (form) => {
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill('Plantilla de ventas');
    await form.getByLabel('Archivo PDF', { exact: true }).setInputFiles(`${DEMO_MEDIA}/plantilla-ventas-gastos.pdf`);
    await expect(form.getByText('plantilla-ventas-gastos.pdf se subió.')).toBeVisible({ timeout: 30_000 });
  });
  const parts = page.getByRole('list', { name: 'Orden de las partes' });
  await expect(parts.getByRole('listitem')).toHaveCount(3);

  // The preview shows the draft as a learner would, with the picture in the reading.
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: LESSON })).toBeVisible();

  // Its module is still a draft: the editor is told nobody sees the lesson yet.
  await expect(page.getByText(`El módulo «${MODULE}» es un borrador`)).toBeVisible();
  await page.getByRole('button', { name: 'Publicar lección' }).click();
  await expect(
    page.getByText('Lección publicada. Tus estudiantes la verán cuando publiques su módulo, que sigue en borrador.'),
  ).toBeVisible();
  await page.getByRole('link', { name: `Volver al módulo «${MODULE}»` }).click();
  await page.getByRole('button', { name: 'Publicar módulo' }).click();
  await expect(page.getByText('Módulo publicado: sus lecciones publicadas ya se ven.')).toBeVisible();

  // The demo learner, in a browser of their own.
  const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const learner = await learnerContext.newPage();
  await signIn(learner, baseURL, 'impulsa', '/mx/impulsa/seccion/modulos');
  await learner.getByRole('link', { name: MODULE }).click();
  await expect(learner).toHaveURL(/\/seccion\/modulos\/\d+$/);
  const moduleAddress = learner.url();
  await learner
    .getByRole('link', { name: new RegExp(LESSON) })
    .first()
    .click();
  await learner.getByRole('link', { name: 'Empezar la lección' }).click();

  await learner.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect(learner.getByText('Completaste esta parte.')).toBeVisible({ timeout: 40_000 });
  await learner.getByRole('link', { name: /^(Siguiente parte|Continuar): / }).click();
  await expect(learner.getByRole('heading', { level: 2, name: 'Lectura: tu primer mensaje' })).toBeVisible();
  const picture = learner.getByRole('img', { name: 'Un catálogo en el teléfono' });
  await expect(picture).toBeAttached();
  // Stored by its site address, the picture shows on any host name the site answers at.
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/uploads\/impulsa\//);
  const otherHost = new URL(baseURL);
  otherHost.hostname = otherHost.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const elsewhere = await learner.request.get(new URL(src, otherHost).toString());
  expect([elsewhere.status(), elsewhere.headers()['content-type']]).toEqual([200, 'image/webp']);
  // The library keeps the description for the next text the picture goes in.
  await page.goto('/mx/impulsa/consola/imagenes');
  await expect(page.getByRole('img', { name: 'Un catálogo en el teléfono' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar módulo' })).toBeVisible();
  await learner.mouse.wheel(0, 2000);
  await expect(learner.getByText('Completaste esta parte.')).toBeVisible({ timeout: 40_000 });
  await learner.getByRole('link', { name: /^(Siguiente parte|Continuar): / }).click();
  await Promise.all([learner.waitForEvent('download'), learner.getByRole('link', { name: /^Descargar «/ }).click()]);
  await expect(learner.getByText('Tu avance: 100 %')).toBeVisible({ timeout: 15_000 });

  // Back to draft: the learner's next look finds nothing.
  await page.getByRole('link', { name: LESSON }).click();
  // The module's page has a "Volver a borrador" of its own: press the lesson's, once it is drawn.
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await page.getByRole('button', { name: 'Volver a borrador' }).click();
  await expect(page.getByText('La lección volvió a borrador: tus estudiantes ya no la ven.')).toBeVisible();
  await learner.goto(moduleAddress);
  await expect(learner.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
  await expect(learner.getByRole('link', { name: new RegExp(LESSON) })).toHaveCount(0);
  // Its only lesson a draft again, the module leaves the learner's list (it would open empty).
  await learner.goto('/mx/impulsa/seccion/modulos');
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(learner.getByRole('link', { name: MODULE })).toHaveCount(0);
  await learnerContext.close();
});
