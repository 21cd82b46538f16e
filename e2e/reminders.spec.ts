import { expect, test } from '@playwright/test';
import { international, registeredLearner } from './account-helpers';
import { signInThroughApi } from './session-helpers';

// Issue 30, "Done when": with the local WhatsApp outbox, a learner who opted in and stopped
// mid-lesson gets one message once the clock is moved on (POST /dev/reminders/run/ as of a later
// moment), its link lands on that part signed in and does not work a second time; a learner who did
// not opt in gets nothing; a "BAJA" reply stops further messages; the console counts what was sent.

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = { email: 'admin@impulsa.example', password: 'Aula-demo-2026' };

/** A call as a server-side client makes it (no cookies, so no anti-forgery token to echo). */
async function call(baseURL: string, path: string, init: { method?: string; body?: object; token?: string } = {}) {
  const headers: Record<string, string> = { 'x-aula-ally': 'impulsa' };
  if (init.body) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(new URL(path, baseURL), {
    method: init.method ?? 'GET',
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const response = await call(baseURL, '/api/mx/login/', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The reminders of the outbox to one phone (template messages carry the template's name as subject). */
async function remindersTo(baseURL: string, phone: string): Promise<{ text: string }[]> {
  const response = await call(baseURL, `/dev/outbox/?to=${encodeURIComponent(phone)}`);
  const { results } = (await response.json()) as { results: { subject: string | null; text: string }[] };
  return results.filter((message) => message.subject?.startsWith('template aula_impulsa_stopped_mid_lesson'));
}

async function runAsOf(baseURL: string, at: Date) {
  const response = await call(baseURL, '/dev/reminders/run/', { method: 'POST', body: { now: at.toISOString() } });
  expect(response.status).toBe(200);
  return response.json();
}

test('an opted-in learner who stopped mid-lesson gets one message whose link signs in once; BAJA stops the rest', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');

  // The ally turns "stopped mid-lesson" on: after 2 days, from midnight on, from the version it loaded.
  const admin = await signIn(baseURL, ADMIN.email, ADMIN.password);
  const kinds = (await (await call(baseURL, '/api/console/reminders/', { token: admin })).json()) as {
    kinds: { kind: string; version: number }[];
  };
  const loaded = kinds.kinds.find((kind) => kind.kind === 'stopped_mid_lesson')?.version;
  const saved = await call(baseURL, '/api/console/reminders/stopped_mid_lesson/', {
    method: 'PUT',
    token: admin,
    body: {
      version: loaded,
      enabled: true,
      afterDays: 2,
      sendHour: 0,
      templates: {
        es: { body: 'Hola {nombre}, te espera «{leccion}».' },
        en: { body: 'Hi {name}, "{lesson}" is waiting.' },
      },
    },
  });
  expect(saved.status).toBe(200);
  // Outside the 24-hour window WhatsApp takes only an approved template: the Spanish text goes to
  // Meta for approval (the local stand-in approves it at once) as the template's next version.
  const submitted = await call(baseURL, '/api/console/reminders/stopped_mid_lesson/templates/es/', {
    method: 'POST',
    token: admin,
    body: { version: ((await saved.json()) as { version: number }).version },
  });
  // A retry of this test on the same server finds the text approved already (400 template_unchanged).
  expect([200, 400]).toContain(submitted.status);
  const listed = (await (await call(baseURL, '/api/console/reminders/templates/', { token: admin })).json()) as {
    templates: { kind: string; language: string; status: string; approved: { name: string; body: string } }[];
  };
  const template = listed.templates.find((one) => one.kind === 'stopped_mid_lesson' && one.language === 'es');
  expect(template?.status).toBe('approved');
  expect(template?.approved.body).toBe('Hola {nombre}, te espera «{leccion}».');
  expect(template?.approved.name).toMatch(/^aula_impulsa_stopped_mid_lesson_es_v\d+$/);

  const optedIn = await registeredLearner(baseURL, 'full');
  const never = await registeredLearner(baseURL, 'full');
  const tokenIn = await signIn(baseURL, optedIn.email, optedIn.password);
  const tokenNever = await signIn(baseURL, never.email, never.password);
  const consent = await call(baseURL, '/api/account/reminders/', {
    method: 'PUT',
    token: tokenIn,
    body: {
      optedIn: true,
      channel: 'whatsapp',
      frequency: 'daily',
      quietHours: { start: 0, end: 0 },
      timeZone: 'UTC',
      language: 'es',
    },
  });
  expect(consent.status).toBe(200);

  // Both open the second part of a lesson and leave.
  const lessons = (await (await call(baseURL, '/api/new_lessons/?country=mx&ally_code=impulsa')).json()) as {
    results: { id: number }[];
  };
  const lessonId = lessons.results[0]?.id;
  const parts = (await (await call(baseURL, `/api/lessons/${lessonId}/parts/`, { token: tokenIn })).json()) as {
    results: { id: number; title: string }[];
  };
  const part = parts.results[1] ?? parts.results[0];
  if (!part) throw new Error('the lesson has no parts');
  for (const token of [tokenIn, tokenNever]) {
    expect((await call(baseURL, `/api/parts/${part.id}/`, { token })).status).toBe(200);
  }

  // A day later nothing; three days later one message, and only to the learner who opted in.
  const started = Date.now();
  await runAsOf(baseURL, new Date(started + DAY_MS));
  expect(await remindersTo(baseURL, international(optedIn.phone))).toEqual([]);
  await runAsOf(baseURL, new Date(started + 3 * DAY_MS));
  await runAsOf(baseURL, new Date(started + 3 * DAY_MS + 60_000));
  const received = await remindersTo(baseURL, international(optedIn.phone));
  expect(received).toHaveLength(1);
  expect(received[0]?.text).toContain('Hola Prueba, te espera');
  expect(await remindersTo(baseURL, international(never.phone))).toEqual([]);

  // Its link opens that part signed in on a phone that never signed in here.
  const link = /\/mx\/impulsa\/volver\?t=[\w-]+/.exec(received[0]?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const phone = await browser.newContext({ baseURL });
  const page = await phone.newPage();
  await page.goto(link ?? '');
  const target = `/mx/impulsa/seccion/lecciones/${lessonId}?parte=${part.id}`;
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: part.title }).first()).toBeVisible({ timeout: 20_000 });
  expect((await phone.cookies()).find(({ name }) => name === 'token.impulsa')).toBeDefined();
  await phone.close();

  // The second time it signs no one in.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await second.goto(link ?? '');
  await expect(second.getByRole('heading', { name: 'Este enlace ya se usó' })).toBeVisible({ timeout: 20_000 });
  expect((await other.cookies()).find(({ name }) => name === 'token.impulsa')).toBeUndefined();
  await other.close();

  // The learner opens another part, then answers BAJA: nothing more is sent.
  const next = parts.results.find((candidate) => candidate.id !== part.id);
  if (next) expect((await call(baseURL, `/api/parts/${next.id}/`, { token: tokenIn })).status).toBe(200);
  const baja = await call(baseURL, '/api/whatsapp/webhook/', {
    method: 'POST',
    body: {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  {
                    from: international(optedIn.phone).slice(1),
                    id: `wamid.e2e-${optedIn.phone}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'BAJA' },
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  });
  expect(baja.status).toBe(200);
  const preferences = await (await call(baseURL, '/api/account/reminders/', { token: tokenIn })).json();
  expect(preferences).toMatchObject({ optedIn: false, consent: { source: 'whatsapp_reply' } });
  await runAsOf(baseURL, new Date(started + 6 * DAY_MS));
  expect(await remindersTo(baseURL, international(optedIn.phone))).toHaveLength(1);

  // The console counts the message: sent, clicked and returned to learning.
  const stats = (await (await call(baseURL, '/api/console/reminders/stats/?weeks=2', { token: admin })).json()) as {
    results: {
      kind: string;
      sent: number;
      delivered: number;
      read: number;
      clicked: number;
      returned: number;
      failed: number;
    }[];
  };
  const stopped = stats.results.filter((row) => row.kind === 'stopped_mid_lesson');
  expect(stopped.reduce((sum, row) => sum + row.sent, 0)).toBeGreaterThanOrEqual(1);
  expect(stopped.reduce((sum, row) => sum + row.returned, 0)).toBeGreaterThanOrEqual(1);

  // The admin sees the same counts on the console's messages screen: this week's, which hold this
  // run's message and any another journey's learner got from the same runs (they run for everyone).
  const [row] = stopped;
  expect(stopped).toHaveLength(1);
  expect(row?.sent).toBeGreaterThanOrEqual(1);
  const team = await browser.newContext({ baseURL });
  await signInThroughApi(team, baseURL, 'impulsa', ADMIN.email, ADMIN.password);
  const screen = await team.newPage();
  await screen.goto('/mx/impulsa/consola/mensajes');
  // The Spanish template of "stopped mid-lesson" (the first card, open) is the approved one it sent.
  const spanish = screen.getByRole('region', { name: /Plantilla de WhatsApp en español/ }).first();
  await expect(spanish.getByText('Aprobada')).toBeVisible({ timeout: 20_000 });
  await expect(spanish.getByText(`Se envía como «${template?.approved.name}», con este texto aprobado:`)).toBeVisible();
  const table = screen.getByRole('region', { name: 'Por tipo y semana' });
  const counts = table.getByRole('row').filter({ hasText: 'Lección a medias' });
  await expect(counts).toHaveCount(1, { timeout: 20_000 });
  // The week's cell is the row's header; the cells: kind, sent, delivered, read, clicked, returned, failed.
  await expect(counts.getByRole('cell')).toHaveText([
    'Lección a medias',
    String(row?.sent),
    String(row?.delivered),
    String(row?.read),
    String(row?.clicked),
    String(row?.returned),
    String(row?.failed),
  ]);
  expect(row?.clicked).toBeGreaterThanOrEqual(1);
  await team.close();
});
