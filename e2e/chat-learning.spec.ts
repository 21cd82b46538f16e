import { curriculumOf } from '@aula/demo-content/curriculum';
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
async function tap(page: Page, name: string | RegExp) {
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

/** The demo's check questions of impulsa, as the editor wrote them (the right options marked). */
const QUESTIONS = curriculumOf('impulsa')
  .flatMap((module) => module.lessons)
  .flatMap((lesson) => lesson.parts)
  .flatMap((part) => part.check?.questions ?? []);

const startOf = (text: string) => new RegExp(`^${text.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Answers the question the newest message asks, right or (once) wrong: a tapped button or row, or
 * the option numbers typed for a question of several right options.
 */
async function answer(page: Page, right: boolean) {
  const asked = (await messages(page).last().textContent()) ?? '';
  const question = QUESTIONS.find((item) => asked.includes(item.prompt));
  if (!question) throw new Error(`no demo question in: ${asked}`);
  const chosen = question.options.filter((option) => option.correct === right).slice(0, right ? undefined : 1);
  if (question.kind === 'multiple') {
    const numbers = [...asked.matchAll(/(\d)\. ([^\n]+?)(?=\d\. |Responde|$)/g)]
      .filter(([, , words]) => chosen.some((option) => words?.trim() === option.text))
      .map(([, number]) => number);
    expect(numbers).toHaveLength(chosen.length);
    return write(page, numbers.join(','));
  }
  // A long option's row shows its start (cut with "…") and the rest below: found by its start.
  await tap(page, startOf(chosen[0]?.text ?? ''));
}

test('the chat resumes the module begun on the site; its check answered wrong, then right; the module done', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const learner = await registeredLearner(base, 'full', 'impulsa', { reminders: true });
  const token = await signInThroughApi(page.context(), base, 'impulsa', learner.email, learner.password);
  const call = async (path: string, body?: object) => {
    const response = await fetch(new URL(path, base), {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  // On the site: the module's first two lessons, every part opened at once, its time let pass, reported.
  const modules = (await call('/api/lesson_modules/')) as { results: { id: number; title: string }[] };
  const module = modules.results.find(({ title }) => title === MODULE);
  const lessons = (await call(`/api/lesson_modules/${module?.id}/lessons/`)) as { results: { id: number }[] };
  const parts = (
    await Promise.all(lessons.results.slice(0, 2).map(({ id }) => call(`/api/lessons/${id}/parts/`)))
  ).flatMap(({ results }: { results: { id: number }[] }) => results);
  const opened = (await Promise.all(parts.map(({ id }) => call(`/api/parts/${id}/`)))) as {
    required_seconds: number;
  }[];
  const seconds = Math.max(...opened.map(({ required_seconds }) => required_seconds), 8) + 1;
  await page.waitForTimeout(seconds * 1000);
  for (const { id } of parts) {
    const report = await call(`/api/parts/${id}/progress/`, {
      played_seconds: seconds,
      reached_end: true,
      downloaded: true,
    });
    expect(report).toMatchObject({ completed: true });
  }

  // In the chat: the module resumes at its third lesson, where the site left it.
  await page.goto(`/dev/whatsapp/${international(learner.phone).slice(1)}`);
  await write(page, 'Hola');
  await tap(page, MODULE);
  await expect(messages(page).filter({ hasText: 'Cierra la venta con confianza' })).toHaveCount(1);
  await expect(messages(page).filter({ hasText: LESSON })).toHaveCount(0);
  await goOn(page); // the video
  await goOn(page); // the reading; then the check's first question
  await answer(page, false);
  await answer(page, true);
  await answer(page, true);
  await expect(messages(page).filter({ hasText: '❌' }).last()).toBeVisible();
  await expect(messages(page).filter({ hasText: 'Vamos a intentarlo otra vez.' })).toHaveCount(1);
  for (let question = 0; question < 3; question += 1) await answer(page, true);
  await expect(messages(page).filter({ hasText: '¡Aprobaste la comprobación!' })).toHaveCount(1);
  await tap(page, 'Siguiente');
  await expect(page.getByText(`¡Terminaste el módulo «${MODULE}»!`, { exact: false })).toBeVisible();

  // The site: every lesson of the module done.
  await page.goto('/mx/impulsa/seccion/modulos');
  await page.getByRole('link', { name: MODULE }).click();
  for (const title of [LESSON, 'Arma una oferta irresistible', 'Cierra la venta con confianza']) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('Terminada');
  }
});
