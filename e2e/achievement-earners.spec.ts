import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { international, registeredLearner } from './account-helpers';
import { rightAnswersTo } from './demo-check-answers';
import { signInThroughApi } from './session-helpers';

// Issue 40, row 2: a learner who agreed to WhatsApp messages earns "Estrella de ventas" (its module
// finished the way the player reports it); impulsa's admin finds them among the achievement's
// earners and on their learner page, presses "Enviar códigos": the development outbox holds one
// message to them with a code, in impulsa's name, and their prize screen shows that code. Pressing
// again writes to nobody twice. A learner made for the test: the demo learner earned this
// achievement in the seed already, and other specs spend her codes.

const ALLY = 'impulsa';
const ACHIEVEMENT = 'Estrella de ventas';
const MODULE = 'Vende más y mejor';
const ADMIN = 'admin@impulsa.example';
const CODE = /\bIMP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\b/;

test.use({ viewport: { width: 1280, height: 900 } });

/** A call as a server-side client makes it, with the learner's bearer token (no cookies, no anti-forgery token). */
async function call(baseURL: string, path: string, token: string, body?: object, method = body ? 'POST' : 'GET') {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      'x-aula-ally': ALLY,
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path} answers`).toBe(200);
  return response.json();
}

async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/mx/login/', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Finishes the module as the player would report it: every part opened at once (the server's clock
 * starts on each), then, once the longest part's seconds have really passed, each reported seen to
 * its end (the video played, the reading scrolled, the file downloaded) and its check passed.
 */
async function finishModule(baseURL: string, token: string) {
  const { results: modules } = await call(baseURL, '/api/lesson_modules/', token);
  const module = (modules as { id: number; title: string }[]).find((item) => item.title === MODULE);
  if (!module) throw new Error(`no module ${MODULE}`);
  const { results: lessons } = await call(baseURL, `/api/lesson_modules/${module.id}/lessons/`, token);
  const partIds: number[] = [];
  for (const lesson of lessons as { id: number }[]) {
    const { results } = await call(baseURL, `/api/lessons/${lesson.id}/parts/`, token);
    partIds.push(...(results as { id: number }[]).map((part) => part.id));
  }
  const opened = (await Promise.all(partIds.map((id) => call(baseURL, `/api/parts/${id}/`, token)))) as {
    id: number;
    required_seconds: number;
    check: LearnerCheck | null;
  }[];
  const longest = Math.max(...opened.map((part) => part.required_seconds));
  await new Promise((resolve) => setTimeout(resolve, (longest + 1) * 1000));
  for (const part of opened) {
    // The module ends in a check: passed with its right answers, not reported as seen.
    const answer = part.check
      ? call(baseURL, `/api/parts/${part.id}/check_attempts/`, token, {
          attempt: 1,
          answers: rightAnswersTo(ALLY, part.check),
        })
      : call(baseURL, `/api/parts/${part.id}/progress/`, token, {
          played_seconds: longest + 1,
          reached_end: true,
          downloaded: true,
        });
    expect((await answer).completed).toBe(true);
  }
}

/** The messages of the development outbox to one phone that carry a webinar code (not its sign-up code). */
async function codesTo(baseURL: string, phone: string): Promise<{ text: string }[]> {
  const response = await fetch(new URL(`/dev/outbox/?to=${encodeURIComponent(phone)}`, baseURL));
  const { results } = (await response.json()) as { results: { text: string }[] };
  return results.filter((message) => CODE.test(message.text));
}

async function browserAs(browser: Browser, baseURL: string, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport: { width: 1280, height: 900 } });
  await signInThroughApi(context, baseURL, ALLY, email, password);
  return context.newPage();
}

test('an earner is listed, sent one code in the ally’s name once, and sees it on their prize screen', async ({
  browser,
  baseURL,
}) => {
  // The module's parts take the seconds the server asks for (its 20 s video): real time.
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const learner = await registeredLearner(baseURL, 'full', ALLY);
  const phone = international(learner.phone);
  const token = await signIn(baseURL, learner.email, learner.password);
  // The learner agrees to WhatsApp messages at any hour (no quiet hours: the test runs at any time).
  await call(
    baseURL,
    '/api/account/reminders/',
    token,
    {
      optedIn: true,
      channel: 'whatsapp',
      frequency: 'weekly',
      quietHours: { start: 0, end: 0 },
      timeZone: 'America/Mexico_City',
      language: 'es',
    },
    'PUT',
  );
  await finishModule(baseURL, token);

  // The learner sees the achievement earned.
  const learnerPage = await browserAs(browser, baseURL, learner.email, learner.password);
  await learnerPage.goto(`/mx/${ALLY}/seccion/logros`);
  // A first page of each browser loads its chunks: a loaded machine takes longer than the default.
  await expect(
    learnerPage.getByRole('region', { name: 'Ganados' }).getByRole('link', { name: ACHIEVEMENT }),
  ).toBeVisible({ timeout: 20_000 });

  // The admin finds them among the achievement's earners, with the phone their consent allows.
  const admin = await browserAs(browser, baseURL, ADMIN);
  await admin.goto(`/mx/${ALLY}/consola/premios`);
  await admin.getByRole('link', { name: `Ganadores de «${ACHIEVEMENT}»` }).click({ timeout: 20_000 });
  await expect(admin.getByRole('heading', { level: 1, name: `Quiénes ganaron «${ACHIEVEMENT}»` })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar entre quienes lo ganaron' }).fill(phone);
  // The search settles into the address once typing pauses: the list is then the one searched.
  await expect(admin).toHaveURL(/[?&]q=/);
  const row = admin.getByRole('row', { name: /Prueba/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Sin código');

  // … and on their learner page, with the achievement and the day.
  await row.getByRole('link').click();
  // The learner page's screen is a chunk of its own, loaded on this first visit.
  await expect(admin.getByRole('heading', { level: 2, name: 'Logros' })).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByText(new RegExp(`${ACHIEVEMENT} · lo ganó el`))).toBeVisible();
  await admin.goBack();

  // "Enviar códigos": one message to them, with a code, in impulsa's name.
  await admin.getByRole('button', { name: 'Enviar códigos' }).click();
  await expect(admin.getByRole('region', { name: 'Resultado del envío' })).toContainText(/Se envi/);
  const [message, ...more] = await codesTo(baseURL, phone);
  expect(more).toEqual([]);
  expect(message?.text).toContain('Impulsa');
  const code = CODE.exec(message?.text ?? '')?.[0];
  expect(code, 'the message carries a code').toBeTruthy();
  await admin.getByRole('searchbox', { name: 'Buscar entre quienes lo ganaron' }).fill(phone);
  // The search settles into the address once typing pauses: the list is then the one searched.
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(admin.getByRole('row', { name: /Prueba/ })).toContainText(`${code}`);
  await expect(admin.getByRole('row', { name: /Prueba/ })).toContainText('Enviado');

  // The learner's prize screen shows that code, ready to redeem.
  await learnerPage.getByRole('region', { name: 'Ganados' }).getByRole('link', { name: ACHIEVEMENT }).click();
  await expect(learnerPage.getByText(`${code}`, { exact: true })).toBeVisible();
  await expect(learnerPage.getByLabel('Código del webinar')).toHaveValue(`${code}`);

  // Pressed again: nobody is written to twice, no second code.
  await admin.getByRole('button', { name: 'Enviar códigos' }).click();
  await expect(admin.getByRole('region', { name: 'Resultado del envío' })).toContainText(/ya tenía/);
  await expect(admin.getByRole('region', { name: 'Resultado del envío' })).not.toContainText(/Se envi/);
  expect(await codesTo(baseURL, phone)).toHaveLength(1);
  await expect(admin.getByRole('row', { name: /Prueba/ })).toContainText(`${code}`);

  await learnerPage.context().close();
  await admin.context().close();
});
