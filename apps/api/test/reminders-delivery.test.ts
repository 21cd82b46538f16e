import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/adapters/outbox';
import { allies } from '../src/db/schema/allies';
import { lessonModules } from '../src/db/schema/lessons';
import { reminderMessages, reminderPreferences } from '../src/db/schema/reminders';
import { users } from '../src/db/schema/users';
import { freshPhone, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { bearer, newLearner } from './helpers/content';

// Reminders (issue 30), how a message goes out: by email through the mailer (the local outbox), by
// WhatsApp through the Cloud API adapter (a fake fetch stands for graph.facebook.com and records the
// exact request), tried again after 1, 4, 16 and 64 minutes when the provider fails and given up after
// five tries, and a "failed" status from the webhook.

const START = new Date('2027-03-02T16:00:00Z'); // 10:00 in Mexico City
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const clock = testClock(START);

interface GraphCall {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}
/** The Graph API as the test wants it: the next `failures` calls answer 500, the others a wamid. */
const graph = { failures: 0, calls: [] as GraphCall[] };
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  graph.calls.push({
    url: String(url),
    headers: init?.headers as Record<string, string>,
    body: JSON.parse(String(init?.body)),
  });
  if (graph.failures > 0) {
    graph.failures -= 1;
    return new Response('{"error":{"message":"Service temporarily unavailable"}}', { status: 500 });
  }
  return Response.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.test-${graph.calls.length}` }] });
}) as typeof fetch;

const ctx = useTestApp(
  { WHATSAPP_TOKEN: 'graph-token', WHATSAPP_PHONE_NUMBER_ID: '1098765' },
  { now: clock.now, fetch: fakeFetch },
);
const consoleCall = consoleCaller(() => ctx.app);

let impulsaId: number;
let serial = 0;

async function learner(channel: 'whatsapp' | 'email', language: 'es' | 'en' = 'es') {
  serial += 1;
  const email = `delivery-${serial}-${process.pid}@example.com`;
  const made = await newLearner(ctx.db, 'impulsa', email);
  const phone = freshPhone();
  await ctx.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: START }).where(eq(users.id, made.id));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/reminders/',
    headers: bearer(made.token),
    payload: {
      optedIn: true,
      channel,
      frequency: 'daily',
      quietHours: { start: 22, end: 7 },
      timeZone: 'America/Mexico_City',
      language,
    },
  });
  expect(saved.statusCode).toBe(200);
  return { ...made, email, phone };
}

/** A module for everyone, published an hour before `at`: the next run finds it for every learner. */
async function newModule(at: Date, title: string) {
  const [made] = await ctx.db
    .insert(lessonModules)
    .values({ allyId: impulsaId, title, description: '', publishedAt: new Date(at.getTime() - 60 * MINUTE_MS) })
    .returning({ id: lessonModules.id });
  return made?.id ?? 0;
}

/**
 * After a test: its module archived and its learners opted out, so later tests' runs find neither
 * (a module for everyone would otherwise go to every earlier learner too).
 */
async function retire(moduleId: number) {
  await ctx.db.update(lessonModules).set({ archivedAt: START }).where(eq(lessonModules.id, moduleId));
  await ctx.db.update(reminderPreferences).set({ optedIn: false });
}

async function run(at: Date) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/dev/reminders/run/',
    payload: { now: at.toISOString() },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { queued: number; sent: number; failed: number };
}

const messageOf = async (userId: number) => {
  const [message] = await ctx.db.select().from(reminderMessages).where(eq(reminderMessages.userId, userId));
  if (!message) throw new Error(`no reminder for learner ${userId}`);
  return message;
};

const later = (minutes: number, from = START) => new Date(from.getTime() + minutes * MINUTE_MS);

beforeAll(async () => {
  const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
  impulsaId = impulsa?.id ?? 0;
  const saved = await consoleCall('impulsa editor', 'PUT', '/api/console/reminders/new_module/', {
    version: 1,
    enabled: true,
    afterDays: 3,
    sendHour: 9,
    templates: {
      es: { body: 'Hola {nombre}, hay un módulo nuevo: «{leccion}».' },
      en: { body: 'Hi {name}, a new module: "{lesson}".' },
    },
  });
  expect(saved.statusCode).toBe(200);
});

describe('the email channel', () => {
  it('sends through the mailer, as free text with both links, and nothing by WhatsApp', async () => {
    const who = await learner('email', 'en');
    const moduleId = await newModule(START, 'Pricing for your shop');
    graph.calls = [];
    expect(await run(START)).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await readOutbox(ctx.db, { to: who.email });
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe('Impulsa: Pricing for your shop');
    expect(mail?.body).toContain('Hi Ana, a new module: "Pricing for your shop".');
    expect(mail?.body).toMatch(/\/mx\/impulsa\/volver\?t=[A-Za-z0-9_-]+/);
    expect(mail?.body).toMatch(/\/mx\/impulsa\/recordatorios\/baja\?t=\S+/);
    expect(mail?.html).toContain('<a href="');
    expect(await readOutbox(ctx.db, { to: who.phone })).toEqual([]);
    expect(graph.calls).toEqual([]);
    expect(await messageOf(who.id)).toMatchObject({
      status: 'sent',
      channel: 'email',
      language: 'en',
      viaTemplate: false,
      attempts: 1,
    });
    await retire(moduleId);
  });
});

describe('the WhatsApp Cloud API adapter', () => {
  it('asks for the ally’s template by name and language, with the four parameters in order', async () => {
    const at = later(DAY_MS / MINUTE_MS);
    const who = await learner('whatsapp');
    const moduleId = await newModule(at, 'Ventas por WhatsApp');
    graph.calls = [];
    expect(await run(at)).toMatchObject({ sent: 1, failed: 0 });
    expect(graph.calls).toHaveLength(1);
    const [call] = graph.calls;
    expect(call?.url).toBe('https://graph.facebook.com/v20.0/1098765/messages');
    expect(call?.headers).toMatchObject({ authorization: 'Bearer graph-token', 'content-type': 'application/json' });
    expect(call?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: who.phone.slice(1),
      type: 'template',
      template: {
        name: 'aula_impulsa_new_module_es',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'Ventas por WhatsApp' },
              { type: 'text', text: expect.stringMatching(/\/mx\/impulsa\/volver\?t=[A-Za-z0-9_-]+$/) },
              { type: 'text', text: expect.stringMatching(/\/mx\/impulsa\/recordatorios\/baja\?t=\S+$/) },
            ],
          },
        ],
      },
    });
    // The answer's wamid is kept for the webhook's statuses; nothing went to the local outbox.
    expect(await messageOf(who.id)).toMatchObject({ status: 'sent', viaTemplate: true, providerId: 'wamid.test-1' });
    expect(await readOutbox(ctx.db, { to: who.phone })).toEqual([]);
    await retire(moduleId);
  });
});

describe('retries', () => {
  it('tries a failing send again after 1 and then 4 minutes, and sends it on the third try', async () => {
    const at = later(2 * (DAY_MS / MINUTE_MS));
    const who = await learner('whatsapp');
    const moduleId = await newModule(at, 'Inventario sin enredos');
    graph.failures = 2;
    expect(await run(at)).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    expect(await messageOf(who.id)).toMatchObject({ status: 'queued', attempts: 1, dueAt: later(1, at) });
    expect((await messageOf(who.id)).lastError).toContain('WhatsApp Cloud API answered 500');
    // The cap the claim took is given back: the learner got nothing today.
    const [preferences] = await ctx.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, who.id));
    expect(preferences?.lastSentAt).toBeNull();

    expect(await run(later(0.5, at))).toMatchObject({ sent: 0, failed: 0 }); // not due yet
    expect(await run(later(1, at))).toMatchObject({ sent: 0, failed: 1 });
    expect(await messageOf(who.id)).toMatchObject({ status: 'queued', attempts: 2, dueAt: later(5, at) });
    expect(await run(later(4, at))).toMatchObject({ sent: 0, failed: 0 });
    expect(await run(later(5, at))).toMatchObject({ sent: 1, failed: 0 });
    expect(await messageOf(who.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      sentAt: later(5, at),
    });
    expect(await run(later(30, at))).toMatchObject({ queued: 0, sent: 0, failed: 0 });
    await retire(moduleId);
  });

  it('gives up after five tries (1, 4, 16, 64 minutes apart) and counts it failed in the console', async () => {
    const at = later(3 * (DAY_MS / MINUTE_MS));
    const who = await learner('whatsapp');
    const moduleId = await newModule(at, 'Cuentas claras');
    graph.failures = 1000;
    const tries = [0, 1, 5, 21, 85];
    for (const [index, minutes] of tries.entries()) {
      expect(await run(later(minutes, at))).toMatchObject({ sent: 0, failed: 1 });
      const message = await messageOf(who.id);
      expect(message.attempts).toBe(index + 1);
      if (index < tries.length - 1) {
        expect(message).toMatchObject({ status: 'queued', dueAt: later(tries[index + 1] ?? 0, at) });
      }
    }
    expect(await messageOf(who.id)).toMatchObject({ status: 'failed', failedAt: later(85, at), sentAt: null });
    graph.failures = 0;
    expect(await run(later(24 * 60, at))).toMatchObject({ queued: 0, sent: 0, failed: 0 });
    const stats = await consoleCall('impulsa admin', 'GET', '/api/console/reminders/stats/?weeks=52');
    const failed = stats.json().results.reduce((sum: number, row: { failed: number }) => sum + row.failed, 0);
    expect(failed).toBe(1);
    await retire(moduleId);
  });
});

describe('the webhook', () => {
  const status = (id: string, value: 'failed' | 'read', phone: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              statuses: [
                {
                  id,
                  status: value,
                  timestamp: String(Math.floor(later(4 * 24 * 60 + 2).getTime() / 1000)),
                  recipient_id: phone.slice(1),
                  errors: [{ code: 131026, title: 'Message undeliverable' }],
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const post = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook/',
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('marks a sent message failed when WhatsApp reports it undeliverable, and a read one stays read', async () => {
    const at = later(4 * 24 * 60);
    const [undeliverable, reader] = [await learner('whatsapp'), await learner('whatsapp')];
    const moduleId = await newModule(at, 'Redes para tu negocio');
    expect(await run(at)).toMatchObject({ sent: 2 });
    const first = await messageOf(undeliverable.id);
    const second = await messageOf(reader.id);
    expect(first.providerId).toMatch(/^wamid\./);

    expect((await post(status(first.providerId ?? '', 'failed', undeliverable.phone))).statusCode).toBe(200);
    expect(await messageOf(undeliverable.id)).toMatchObject({ status: 'failed', failedAt: later(2, at) });

    expect((await post(status(second.providerId ?? '', 'read', reader.phone))).statusCode).toBe(200);
    expect((await post(status(second.providerId ?? '', 'failed', reader.phone))).statusCode).toBe(200);
    expect(await messageOf(reader.id)).toMatchObject({ status: 'read', failedAt: null });
    await retire(moduleId);
  });
});
