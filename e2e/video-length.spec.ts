import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { playVideo, signInAsNewLearner } from './learning-helpers';
import { signInThroughApi } from './session-helpers';

// Issue 38, row 1: a video part counts against the video's REAL length (read from the file at
// upload), whatever the editor typed in "Duración (minutos)". The editor uploads the 20 s demo
// video with "Duración" emptied (the hole: an empty length counted after half a second); the
// learner must play about 80 % of 20 s (16 s): a few seconds leave "Te faltan … s del video",
// playing on completes it. A length typed too long (60 min) is the API's test (video-length.test.ts).
const DEMO_VIDEO = 'apps/api/media/demo/clase-demo.webm';

async function addVideoPart(page: Page, title: string, duration: string) {
  await page.getByRole('button', { name: 'Agregar parte' }).click();
  const form = page.getByRole('region', { name: 'Nueva parte' });
  await form.getByRole('combobox', { name: 'Tipo' }).selectOption('video');
  await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await form.getByLabel('Video', { exact: true }).setInputFiles(DEMO_VIDEO);
  await expect(form.getByText('clase-demo.webm se subió.')).toBeVisible({ timeout: 30_000 });
  // The upload fills "Duración" from the file: 20 s is shown as 1 minute.
  const minutes = form.getByRole('textbox', { name: 'Duración (minutos)' });
  await expect(minutes).toHaveValue('1');
  await minutes.fill(duration);
  await form.getByRole('button', { name: 'Guardar parte' }).click();
  await expect(page.getByText('Parte agregada.').last()).toBeVisible();
}

/** Plays a few seconds, pauses (the player reports), then plays on to the end. */
async function playMostOfIt(learner: Page, title: string) {
  await expect(learner.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const note = learner.getByTestId('part-progress').first();
  await expect(note).toContainText('Te faltan 16 s del video.');
  await playVideo(learner);
  await learner.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 4);
  await learner.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
  // A few seconds played of the 16 s needed (fewer are counted on a loaded machine, whose player
  // skips ticks): the part does not count yet, and the note says what is left.
  await expect(note).toContainText(/Te faltan ([1-9]|1[0-5]) s del video\./);
  await expect(note).not.toContainText('Completaste esta parte.');
  await playVideo(learner);
  await expect(note).toContainText('Completaste esta parte.', { timeout: 40_000 });
}

test('a video part counts against the uploaded video’s real length, with "Duración" empty', async ({
  page,
  browser,
  baseURL,
}) => {
  // A 20 s video played most of the way, and its upload.
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const suffix = randomBytes(3).toString('hex');
  const moduleTitle = `Videos medidos ${suffix}`;
  const lessonTitle = `Mira el video completo ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), baseURL, 'impulsa', 'editor@impulsa.example');

  await page.goto('/mx/impulsa/consola/modulos');
  await page.getByRole('link', { name: 'Nuevo módulo' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(moduleTitle);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/consola\/modulos\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Editar módulo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título de la nueva lección' }).fill(lessonTitle);
  await page.getByRole('button', { name: 'Agregar lección' }).click();
  await expect(page).toHaveURL(/\/consola\/lecciones\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible({ timeout: 15_000 });

  await addVideoPart(page, 'Video sin duración', '');
  await page.getByRole('button', { name: 'Publicar lección' }).click();
  // Its module is still a draft: the lesson is seen once the module is published, next.
  await expect(
    page.getByText('Lección publicada. Tus estudiantes la verán cuando publiques su módulo, que sigue en borrador.'),
  ).toBeVisible();
  await page.getByRole('link', { name: `Volver al módulo «${moduleTitle}»` }).click();
  await page.getByRole('button', { name: 'Publicar módulo' }).click();
  await expect(page.getByText('Módulo publicado: sus lecciones publicadas ya se ven.')).toBeVisible();

  // A learner made for this try, in a browser of their own.
  const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const learner = await learnerContext.newPage();
  await signInAsNewLearner(learner, baseURL, 'impulsa', '/mx/impulsa/seccion/modulos');
  await learner.getByRole('link', { name: moduleTitle }).click();
  await learner
    .getByRole('link', { name: new RegExp(lessonTitle) })
    .first()
    .click();
  await learner.getByRole('link', { name: 'Empezar la lección' }).click();

  await playMostOfIt(learner, 'Video sin duración');
  // The lesson's one part: done, the lesson is.
  await expect(learner.getByText('Tu avance: 100 %')).toBeVisible();
  await learnerContext.close();
  // The module stays published: its title is this try's own, and no spec runs after this one.
});
