import { curriculumOf } from '@aula/demo-content/curriculum';
import { expect, type Page, test } from '@playwright/test';
import { international, registeredLearner } from './account-helpers';
import { CHECK_QUESTION, CHECK_RIGHT, CHECK_WRONG, publishedChatModule, READING_SECTIONS } from './chat-module';
import { settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

// Issue 42: lessons taken inside WhatsApp, through the development chat (/dev/whatsapp/{phone}),
// which writes as the learner through the webhook's own handler. A learner who agreed to WhatsApp
// messages at registration opens the chat from a module's page, reads a reading in three messages,
// receives the video, answers a check wrong then right and finishes the lesson: the site shows it
// done and the console's funnel counts it as done in the chat. Another resumes in the chat a module
// begun on the site.
const MODULE = 'Vende más y mejor';
const LESSON = 'Conoce a tu cliente ideal';

/** The chat's messages so far: a reply adds the learner's and at least one answer. */
const messages = (page: Page) => page.locator('article');

/** Sends what the chat's box holds, and waits for the answer to be drawn. */
async function send(page: Page) {
  const before = await messages(page).count();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => messages(page).count()).toBeGreaterThan(before + 1);
}

/** Writes as the learner in the chat's box, and waits for the answer to be drawn. */
async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message as the learner' }).fill(text);
  await send(page);
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

test('from the site into the chat: a reading in three messages, the video, a check wrong then right; the site and the console count it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const title = `Vende por chat ${Date.now() % 100_000}`;
  const { moduleId, lessonTitle } = await publishedChatModule(base, title);
  const learner = await registeredLearner(base, 'full', 'impulsa', { reminders: true });
  await signInThroughApi(page.context(), base, 'impulsa', learner.email, learner.password);

  // On the module's page, a plain link opens the ally's chat (here the development chat) with a
  // message naming the module in its box; the learner sends it.
  await page.goto(`/mx/impulsa/seccion/modulos/${moduleId}`);
  await page.getByRole('link', { name: 'Aprender por WhatsApp' }).click();
  await expect(page).toHaveURL(new RegExp(`/dev/whatsapp/${international(learner.phone).slice(1)}\\?text=`));
  await expect(page.getByRole('textbox', { name: 'Message as the learner' })).toHaveValue(
    `Quiero aprender «${title}» (M${moduleId})`,
  );
  await send(page);
  await expect(page.getByText('¡Hola, Prueba! Aquí puedes tomar tus lecciones sin salir de WhatsApp.')).toBeVisible();

  // The reading: one message per section, each whole (heading and paragraphs together).
  for (const heading of READING_SECTIONS) {
    await expect(messages(page).filter({ hasText: heading })).toHaveCount(1);
  }
  const sections = messages(page).filter({ hasText: new RegExp(READING_SECTIONS.join('|')) });
  await expect(sections).toHaveCount(3);
  await goOn(page);

  // The video, as a video message WhatsApp plays (an MP4), not a link to the site; too soon is said.
  await expect(page.locator('video[src$="/clase-demo.mp4"]')).toHaveCount(1);
  await tap(page, 'Siguiente');
  await expect(messages(page).last()).toContainText('Tómate un momento más');
  await goOn(page);

  // The check: a wrong answer with its feedback and a new try, then the right one.
  await expect(messages(page).filter({ hasText: CHECK_QUESTION })).toHaveCount(1);
  await tap(page, CHECK_WRONG);
  await expect(messages(page).filter({ hasText: 'Deja la decisión en el aire.' })).toHaveCount(1);
  await expect(messages(page).filter({ hasText: CHECK_QUESTION })).toHaveCount(2);
  await tap(page, CHECK_RIGHT);
  await expect(messages(page).filter({ hasText: '¡Aprobaste la comprobación!' })).toHaveCount(1);
  await tap(page, 'Siguiente');
  await expect(page.getByText(`¡Terminaste la lección «${lessonTitle}»!`)).toBeVisible();
  // Nothing the learner was sent links to the site: the lesson cost them no data outside WhatsApp.
  const said = (await page.locator('article.out').allTextContents()).join(' ');
  expect(said).not.toContain(new URL(base).host);

  // The site knows: the lesson is done.
  await page.goto(`/mx/impulsa/seccion/modulos/${moduleId}`);
  await expect(page.getByRole('link', { name: new RegExp(lessonTitle) })).toContainText('Terminada');

  // The console's funnel, refreshed, counts it as done in the chat.
  const console = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await console.newPage();
  await signInThroughApi(console, base, 'impulsa', 'admin@impulsa.example');
  await admin.goto(`/mx/impulsa/consola/recorrido?module=${moduleId}`);
  await settled(admin, 'es', 60_000);
  await admin.getByRole('button', { name: 'Actualizar ahora' }).click();
  await expect(admin.getByText('Listo: los datos están al día.')).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByText('1 persona lo terminó por WhatsApp.')).toBeVisible();
  const lessons = admin
    .getByRole('table')
    .filter({ has: admin.getByRole('columnheader', { name: 'Terminaron por WhatsApp' }) });
  const headers = await lessons.getByRole('columnheader').allTextContents();
  const row = lessons.getByRole('row').filter({ hasText: lessonTitle });
  await expect(row.getByRole('cell').nth(headers.indexOf('Terminaron por WhatsApp') - 1)).toHaveText('1');
  await console.close();
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
