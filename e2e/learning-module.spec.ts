import { expect, test } from '@playwright/test';
import { openDemoVideoPart, playVideo, signIn, signInAsNewLearner, videoReadiness } from './learning-helpers';

// In Crecer's module "Marketing digital para tu tienda" (three lessons), "Fotos que venden con tu
// celular" is a video and a reading, with "Promociones de temporada en redes" after it.
const MODULE = 'Marketing digital para tu tienda';
const LESSON = 'Fotos que venden con tu celular';
const NEXT = 'Promociones de temporada en redes';

// A learner made for the test: finishing a lesson changes what the learner has done, and a retry
// must start where the first try did (the demo learner's lesson would already be finished).
test('a learner opens a module, finishes a lesson to 100 %, rates and saves it, and goes on to the next lesson', async ({
  page,
  baseURL,
}) => {
  // The video and the reading take the seconds the server asks for: real time, not a faked clock.
  test.setTimeout(90_000);
  await signInAsNewLearner(page, baseURL, 'crecer', '/mx/crecer/seccion');
  await page.getByRole('link', { name: 'Módulos', exact: true }).click();
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion\/modulos$/);
  await page.getByRole('link', { name: MODULE }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(LESSON) })
    .first()
    .click();

  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await expect(page.getByText('Tu avance: 0 %')).toBeVisible();
  await page.getByRole('link', { name: 'Empezar la lección' }).click();
  // Opening the video completes nothing: it counts once most of it has really been played.
  await expect(page.getByText('Mira el video para completar esta parte.')).toBeVisible();
  await playVideo(page);
  await expect(page.getByText('Completaste esta parte.')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Tu avance: 50 %')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar: Errores comunes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Errores comunes' })).toBeVisible();
  // Opening the reading completes nothing: it counts once read to its end and a few seconds passed
  // on the server's clock (the ally's 8 s for a reading scrolled to its end), so the learner reads.
  await expect(page.getByText('Lee esta parte hasta el final para completarla.')).toBeVisible();
  await expect(page.getByText('Tu avance: 50 %')).toBeVisible();
  await expect(page.getByText('Completaste esta parte.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tu avance: 100 %')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Tu avance' })).toHaveAttribute('aria-valuenow', '100');

  // A reload keeps the place: the part is in the address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Errores comunes' })).toBeVisible();
  await page.getByRole('link', { name: 'Terminar la lección' }).click();
  await expect(page.getByRole('heading', { name: '¡Terminaste la lección!' })).toBeVisible();

  // The star inputs are visually hidden radios; their labels take the tap.
  await page.locator('label').filter({ hasText: '4 de 5 estrellas' }).click();
  await expect(page.getByText(/Tu calificación: 4 de 5/)).toBeVisible();
  // The heart turns at once (optimistic); the list is read once the server has the favourite: a full
  // page load while the request is in flight cancels it (a lost favourite made this test flaky).
  const saved = page.waitForResponse((response) => response.url().includes('/set_favorite/') && response.ok());
  await page.getByRole('button', { name: 'Guardar en favoritos' }).click();
  await expect(page.getByRole('button', { name: 'En tus favoritos' })).toHaveAttribute('aria-pressed', 'true');
  await saved;
  // No blocking overlay covers the lesson for a favourite.
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

  await page.goto('/mx/crecer/seccion/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  await page.getByRole('link', { name: LESSON }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await page.locator('summary').click();
  await page.locator('details').getByRole('link', { name: 'Cierre' }).click();
  await expect(page.getByText(/Tu calificación: 4 de 5/)).toBeVisible();

  await page.getByRole('link', { name: `Ir a «${NEXT}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEXT })).toBeVisible();
  await expect(page).toHaveURL(/\/mx\/crecer\/seccion\/lecciones\/\d+$/);

  // The module now counts the finished lesson: one of its three.
  await page.goto('/mx/crecer/seccion/modulos');
  await expect(page.getByRole('progressbar', { name: `Avance del módulo: ${MODULE}` })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
});

test('the demo video plays with its Spanish captions, and the download part downloads a PDF', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'crecer', '/mx/crecer/seccion/modulos');
  await openDemoVideoPart(page);

  const video = page.locator('video');
  await expect(video).toBeVisible();
  const media = await videoReadiness(page);
  expect(media.error).toBe('');
  expect(media.duration).toBeGreaterThan(15);
  expect(media.cues).toBe(4);

  // The part's action bar: "Siguiente parte" while it does not count yet, "Continuar" once it does.
  await page.getByRole('link', { name: /^(Siguiente parte|Continuar): / }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Descargar «/ }).click(),
  ]);
  // Saved under the part's title, not the upload's name.
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.pdf$/);
  expect(download.suggestedFilename()).not.toBe('plantilla-ventas-gastos.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
