import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/adapters/outbox';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { reminderConsentEvents, reminderMessages, reminderPreferences } from '../src/db/schema/reminders';
import { users } from '../src/db/schema/users';
import { runReminders } from '../src/services/reminders/deliver';
import { enqueue } from '../src/services/reminders/queue';
import { freshPhone, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { bearer, newLearner } from './helpers/content';
import { WHATSAPP_DAILY_PREFERENCES } from './helpers/reminder-preferences';

// Reminders (issue 30): consent, the scheduler's rules (N days, quiet hours, the daily cap, at most
// once per reason), the WhatsApp template outside the 24-hour window, the links every message carries,
// the webhook ("BAJA", statuses, signature) and the console's settings, preview and counts.

// 2026-03-02 16:00 UTC is 10:00 in Mexico City (UTC-6, no daylight saving since 2022).
const START = new Date('2026-03-02T16:00:00Z');
const DAY_S = 24 * 60 * 60;
const clock = testClock(START);
const ctx = useTestApp(
  { WHATSAPP_APP_SECRET: 'app-secret-for-tests', WHATSAPP_VERIFY_TOKEN: 'verify-me' },
  { now: clock.now },
);
const consoleCall = consoleCaller(() => ctx.app);

interface Learner {
  id: number;
  token: string;
  phone: string;
}

let serial = 0;
async function learner(): Promise<Learner> {
  serial += 1;
  const made = await newLearner(ctx.db, 'impulsa', `reminders-${serial}-${process.pid}@example.com`);
  const phone = freshPhone();
  await ctx.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: START }).where(eq(users.id, made.id));
  return { ...made, phone };
}

const PREFERENCES = WHATSAPP_DAILY_PREFERENCES;

function savePreferences(who: Learner, body: object) {
  return ctx.app.inject({ method: 'PUT', url: '/api/account/reminders/', headers: bearer(who.token), payload: body });
}

/** The first part of an impulsa lesson, for a learner to open and leave. */
async function anImpulsaPart(db: Database): Promise<{ partId: number; lessonId: number; title: string }> {
  const [row] = rowsOf<{ part_id: number; lesson_id: number; title: string }>(
    await db.execute(sql`
      select lp.id as part_id, l.id as lesson_id, l.title from lesson_parts lp
      join lessons l on l.id = lp.lesson_id join lesson_modules m on m.id = l.module_id
      join allies a on a.id = m.ally_id
      where a.code = 'impulsa' and l.published_at is not null and m.country_id is null or m.country_id = (select id from countries where code = 'mx')
      order by l.id, lp.position limit 1`),
  );
  if (!row) throw new Error('no impulsa part in the seed');
  return { partId: row.part_id, lessonId: row.lesson_id, title: row.title };
}

async function openPart(who: Learner, partId: number) {
  const opened = await ctx.app.inject({ method: 'GET', url: `/api/parts/${partId}/`, headers: bearer(who.token) });
  expect(opened.statusCode).toBe(200);
}

const messagesOf = (userId: number) =>
  ctx.db.select().from(reminderMessages).where(eq(reminderMessages.userId, userId)).orderBy(reminderMessages.id);

const signed = (body: string) => `sha256=${createHmac('sha256', 'app-secret-for-tests').update(body).digest('hex')}`;

function webhook(payload: object, signature: string | undefined = signed(JSON.stringify(payload))) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook/',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: JSON.stringify(payload),
  });
}

const inbound = (phone: string, text: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: {
            messages: [
              {
                from: phone.slice(1),
                id: `wamid.in-${phone}`,
                timestamp: '1772467200',
                type: 'text',
                text: { body: text },
              },
            ],
          },
        },
      ],
    },
  ],
});

const statusOf = (providerId: string, status: 'delivered' | 'read', phone: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      changes: [
        {
          field: 'messages',
          value: { statuses: [{ id: providerId, status, timestamp: '1772467300', recipient_id: phone.slice(1) }] },
        },
      ],
    },
  ],
});

let part: { partId: number; lessonId: number; title: string };

beforeAll(async () => {
  part = await anImpulsaPart(ctx.db);
  const saved = await consoleCall('impulsa editor', 'PUT', '/api/console/reminders/stopped_mid_lesson/', {
    version: 1,
    enabled: true,
    afterDays: 3,
    sendHour: 9,
    templates: {
      es: { body: 'Hola {nombre}, sigue con «{leccion}».' },
      en: { body: 'Hi {name}, go on with "{lesson}".' },
    },
  });
  expect(saved.statusCode).toBe(200);
});

describe('learner preferences', () => {
  it('start not opted in, with the zone of the country and no consent', async () => {
    const who = await learner();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders/', headers: bearer(who.token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      optedIn: false,
      consent: null,
      timeZone: 'America/Mexico_City',
      history: [],
    });
    expect(answer.json().reachableBy).toEqual(['whatsapp', 'email']);
  });

  it('record consent with its time and source, and each change in the history', async () => {
    const who = await learner();
    expect((await savePreferences(who, PREFERENCES)).json().consent).toEqual({
      optedIn: true,
      channel: 'whatsapp',
      source: 'settings',
      at: START.toISOString(),
    });
    const out = await savePreferences(who, { ...PREFERENCES, optedIn: false });
    expect(out.json().history.map((change: { optedIn: boolean }) => change.optedIn)).toEqual([false, true]);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an hour past 23', { quietHours: { start: 24, end: 8 } }, 'quietHours.start'],
    ['an unknown channel', { channel: 'sms' }, 'channel'],
    ['a third frequency', { frequency: 'hourly' }, 'frequency'],
    ['a language not offered', { language: 'fr' }, 'language'],
  ])('refuse %s (400 naming the field)', async (_, change, field) => {
    const who = await learner();
    const answer = await savePreferences(who, { ...PREFERENCES, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });

  it('refuse email for an account without an address', async () => {
    const who = await learner();
    await ctx.db.update(users).set({ email: null }).where(eq(users.id, who.id));
    const answer = await savePreferences(who, { ...PREFERENCES, channel: 'email' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([{ field: 'channel', reason: 'the account has no address for this channel' }]);
  });

  it('need a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/reminders/' })).statusCode).toBe(401);
  });
});

describe('stopped mid-lesson', () => {
  it('sends one WhatsApp template after N days, with a working return link and an opt-out link, once', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    await openPart(who, part.partId);

    // Two days later: not yet.
    expect((await runReminders(ctx.app, new Date(START.getTime() + 2 * DAY_S * 1000))).queued).toBe(0);
    const later = new Date(START.getTime() + 3 * DAY_S * 1000 + 60_000);
    await runReminders(ctx.app, later);
    const [message] = await messagesOf(who.id);
    expect(message).toMatchObject({
      status: 'sent',
      kind: 'stopped_mid_lesson',
      viaTemplate: true,
      channel: 'whatsapp',
    });
    expect(message?.targetPath).toBe(`/mx/impulsa/seccion/lecciones/${part.lessonId}?parte=${part.partId}`);

    const outbox = await readOutbox(ctx.db, { to: who.phone });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toBe('template aula_impulsa_stopped_mid_lesson_es (es)');
    // Outside the 24-hour window the words are the approved template's (the seed's version 1): the
    // text saved above waits for Meta's approval (reminder-templates.test.ts).
    expect(outbox[0]?.body).toContain(`Hola Ana, te quedaste a la mitad de «${part.title}».`);

    // The link signs in once, on that part; the second time it is spent.
    const token = /\/mx\/impulsa\/volver\?t=([A-Za-z0-9_-]+)/.exec(outbox[0]?.body ?? '')?.[1];
    const consume = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/mx/return-links/consume/',
        payload: { token, ally_code: 'impulsa' },
      });
    const first = await consume();
    expect(first.statusCode).toBe(200);
    expect(first.json().target).toBe(message?.targetPath);
    expect((await consume()).statusCode).toBe(410);
    const [opened] = await messagesOf(who.id);
    expect(opened?.clickedAt).not.toBeNull();
    expect(opened?.returnedAt).not.toBeNull();

    // Run again, and again the next day: the same reason is never sent twice.
    await runReminders(ctx.app, later);
    await runReminders(ctx.app, new Date(later.getTime() + DAY_S * 1000));
    expect(await messagesOf(who.id)).toHaveLength(1);
    expect(await readOutbox(ctx.db, { to: who.phone })).toHaveLength(1);

    // The opt-out link opts out (source `link`); a made-up token is refused.
    const optOut = /recordatorios\/baja\?t=(\S+)/.exec(outbox[0]?.body ?? '')?.[1];
    const check = await ctx.app.inject({ method: 'GET', url: `/api/reminders/opt-out/?t=${optOut}` });
    expect(check.json()).toMatchObject({ optedOut: false, channel: 'whatsapp' });
    const done = await ctx.app.inject({ method: 'POST', url: '/api/reminders/opt-out/', payload: { token: optOut } });
    expect(done.json()).toMatchObject({ optedOut: true });
    const [event] = await ctx.db
      .select()
      .from(reminderConsentEvents)
      .where(and(eq(reminderConsentEvents.userId, who.id), eq(reminderConsentEvents.optedIn, false)));
    expect(event?.source).toBe('link');
    const forged = `u${who.id + 1}.${optOut?.split('.')[1]}`;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders/opt-out/',
      payload: { token: forged },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('token');
  });

  it('sends nothing to a learner who never opted in, or who opted out', async () => {
    const never = await learner();
    const out = await learner();
    await savePreferences(out, { ...PREFERENCES, optedIn: false });
    await openPart(never, part.partId);
    await openPart(out, part.partId);
    await runReminders(ctx.app, new Date(START.getTime() + 3 * DAY_S * 1000 + 120_000));
    expect(await messagesOf(never.id)).toEqual([]);
    expect(await messagesOf(out.id)).toEqual([]);
    expect(await readOutbox(ctx.db, { to: never.phone })).toEqual([]);
  });

  it('waits out the quiet hours and sends at their end', async () => {
    const who = await learner();
    await savePreferences(who, { ...PREFERENCES, quietHours: { start: 22, end: 7 } });
    await openPart(who, part.partId);
    // 23:30 in Mexico City (05:30 UTC), three days on: quiet.
    const night = new Date('2026-03-06T05:30:00Z');
    await runReminders(ctx.app, night);
    const [queued] = await messagesOf(who.id);
    expect(queued?.status).toBe('queued');
    // Not before 09:00 (the kind's hour, after the quiet end at 07:00): 15:00 UTC.
    expect(queued?.dueAt.toISOString()).toBe('2026-03-06T15:00:00.000Z');
    await runReminders(ctx.app, new Date('2026-03-06T14:59:00Z'));
    expect((await messagesOf(who.id))[0]?.status).toBe('queued');
    await runReminders(ctx.app, new Date('2026-03-06T15:00:00Z'));
    expect((await messagesOf(who.id))[0]?.status).toBe('sent');
  });

  it('sends free text within 24 hours of the learner’s last message', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    await openPart(who, part.partId);
    const at = new Date(START.getTime() + 3 * DAY_S * 1000 + 300_000);
    clock.advance(0);
    expect((await webhook(inbound(who.phone, 'Hola'))).statusCode).toBe(200);
    await ctx.db.update(reminderPreferences).set({ lastInboundAt: at }).where(eq(reminderPreferences.userId, who.id));
    await runReminders(ctx.app, at);
    const [message] = await messagesOf(who.id);
    expect(message?.viaTemplate).toBe(false);
    const [sent] = await readOutbox(ctx.db, { to: who.phone });
    expect(sent?.subject).toBeNull();
    // Free text says the saved words at once; no approval is needed inside the window.
    expect(sent?.body).toContain(`Hola Ana, sigue con «${part.title}».`);
  });
});

describe('the daily cap', () => {
  it('sends one message a day: the second reason waits for the next day', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    const ally =
      (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0;
    const now = new Date('2026-03-10T16:00:00Z');
    const found = ['cap:a', 'cap:b'].map((reasonKey) => ({
      userId: who.id,
      reasonKey,
      subject: 'Precios',
      targetPath: '/mx/impulsa/seccion/modulos',
    }));
    expect(await enqueue(ctx.db, ally, 'new_module', found, 9, now)).toBe(2);
    await runReminders(ctx.app, now);
    const [first, second] = await messagesOf(who.id);
    expect(first?.status).toBe('sent');
    expect(second?.status).toBe('queued');
    expect(second?.dueAt.toISOString()).toBe('2026-03-11T16:00:00.000Z');
    await runReminders(ctx.app, new Date('2026-03-11T16:00:00Z'));
    expect((await messagesOf(who.id))[1]?.status).toBe('sent');
    expect(await readOutbox(ctx.db, { to: who.phone })).toHaveLength(2);
  });
});

describe('the WhatsApp webhook', () => {
  it('opts out on a "BAJA" reply (source whatsapp_reply) and sends nothing more', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    await openPart(who, part.partId);
    expect((await webhook(inbound(who.phone, ' baja '))).statusCode).toBe(200);
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders/', headers: bearer(who.token) });
    expect(answer.json()).toMatchObject({ optedIn: false, consent: { source: 'whatsapp_reply', optedIn: false } });
    await runReminders(ctx.app, new Date(START.getTime() + 3 * DAY_S * 1000 + 400_000));
    expect(await readOutbox(ctx.db, { to: who.phone })).toEqual([]);
  });

  it('cancels a queued message when the learner says STOP before it goes', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    const ally =
      (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0;
    const now = new Date('2026-03-12T16:00:00Z');
    await enqueue(
      ctx.db,
      ally,
      'new_module',
      [{ userId: who.id, reasonKey: 'stop:a', subject: 'x', targetPath: '/mx/impulsa' }],
      9,
      now,
    );
    await webhook(inbound(who.phone, 'STOP'));
    await runReminders(ctx.app, now);
    expect((await messagesOf(who.id))[0]).toMatchObject({ status: 'cancelled', lastError: 'opted out' });
    expect(await readOutbox(ctx.db, { to: who.phone })).toEqual([]);
  });

  it('records delivered and read, never going back', async () => {
    const who = await learner();
    await savePreferences(who, PREFERENCES);
    const ally =
      (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0;
    const now = new Date('2026-03-13T16:00:00Z');
    await enqueue(
      ctx.db,
      ally,
      'new_module',
      [{ userId: who.id, reasonKey: 'status:a', subject: 'x', targetPath: '/mx/impulsa' }],
      9,
      now,
    );
    await runReminders(ctx.app, now);
    const [sent] = await messagesOf(who.id);
    const providerId = sent?.providerId ?? '';
    expect(providerId).toMatch(/^outbox-\d+$/);
    await webhook(statusOf(providerId, 'read', who.phone));
    await webhook(statusOf(providerId, 'delivered', who.phone));
    const [after] = await messagesOf(who.id);
    expect(after?.status).toBe('read');
    expect(after?.readAt).not.toBeNull();
    expect(after?.deliveredAt).not.toBeNull();
  });

  it('refuses a body whose signature does not match (401), or no signature', async () => {
    const body = inbound('+5215500000000', 'BAJA');
    expect((await webhook(body, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    expect((await webhook(body, null as unknown as undefined)).statusCode).toBe(401);
    // A forged call is refused before its body is looked at; a signed one with a bad body is a 400.
    expect((await webhook({ object: 'x' }, `sha256=${'1'.repeat(64)}`)).statusCode).toBe(401);
    expect((await webhook({ object: 'x' })).statusCode).toBe(400);
  });

  it('answers the handshake with the challenge only for the verify token', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook/?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook/?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=12345',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('the console', () => {
  it('lists the four kinds with their WhatsApp template names and texts', async () => {
    const answer = await consoleCall('impulsa admin', 'GET', '/api/console/reminders/');
    expect(answer.statusCode).toBe(200);
    const kinds = answer.json().kinds;
    expect(kinds.map((kind: { kind: string }) => kind.kind)).toEqual([
      'stopped_mid_lesson',
      'new_module',
      'webinar_reminder',
      'achievement_earned',
    ]);
    expect(kinds[0]).toMatchObject({ enabled: true, afterDays: 3, sendHour: 9 });
    expect(kinds[0].templates.es.whatsappTemplateName).toBe('aula_impulsa_stopped_mid_lesson_es');
    expect(kinds[0].templates.es.whatsappTemplateText).toContain('Hola {{1}}, sigue con «{{2}}».');
    expect(kinds[1].enabled).toBe(false);
  });

  it.each([
    [
      'an unknown placeholder',
      { templates: { es: { body: 'Hola {apellido}' }, en: { body: 'Hi' } } },
      'templates.es.body',
    ],
    ['an empty text', { templates: { es: { body: 'Hola' }, en: { body: '  ' } } }, 'templates.en.body'],
    ['N of 0 days', { afterDays: 0 }, 'afterDays'],
    ['hour 25', { sendHour: 25 }, 'sendHour'],
  ])('refuses %s (400 naming the field)', async (_, change, field) => {
    const body = {
      version: 1,
      enabled: true,
      afterDays: 3,
      sendHour: 9,
      templates: { es: { body: 'Hola' }, en: { body: 'Hi' } },
      ...change,
    };
    const answer = await consoleCall('impulsa admin', 'PUT', '/api/console/reminders/new_module/', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });

  it('refuses an unknown kind and a learner', async () => {
    const unknown = await consoleCall('impulsa admin', 'PUT', '/api/console/reminders/birthday/', {});
    expect(unknown.statusCode).toBe(400);
    const who = await learner();
    const asLearner = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/reminders/',
      headers: bearer(who.token),
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('previews a template for a sample learner and one of the ally’s titles, with both links', async () => {
    const answer = await consoleCall('impulsa editor', 'POST', '/api/console/reminders/preview/', {
      kind: 'stopped_mid_lesson',
      language: 'en',
      body: 'Hi {name}, "{lesson}" is waiting.',
    });
    expect(answer.statusCode).toBe(200);
    const { text, sample } = answer.json();
    expect(text).toContain(`Hi Ana, "${sample.lesson}" is waiting.`);
    expect(text).toMatch(/To stop these messages open \S+ or reply STOP\.$/);
    // impulsa serves Colombia too (first by name): the links must still be on the member's own site.
    expect(text).toContain('/mx/impulsa/volver?t=');
    expect(text).toContain('/mx/impulsa/recordatorios/baja?t=');
    expect(text).not.toContain('/co/impulsa/');
  });

  it('counts sent, delivered, read, clicked and returned per kind and week, and only its own ally', async () => {
    // The messages above went out from March 5 on: the console looks from the week after.
    clock.advance(14 * DAY_S);
    const answer = await consoleCall('impulsa admin', 'GET', '/api/console/reminders/stats/?weeks=52');
    expect(answer.statusCode).toBe(200);
    const stopped = answer
      .json()
      .results.filter((row: { kind: string }) => row.kind === 'stopped_mid_lesson')
      .reduce((sum: number, row: { sent: number }) => sum + row.sent, 0);
    expect(stopped).toBeGreaterThanOrEqual(3);
    const clicked = answer.json().results.reduce((sum: number, row: { clicked: number }) => sum + row.clicked, 0);
    expect(clicked).toBeGreaterThanOrEqual(1);
    const read = answer.json().results.reduce((sum: number, row: { read: number }) => sum + row.read, 0);
    expect(read).toBeGreaterThanOrEqual(1);
    const crecer = await consoleCall('crecer editor', 'GET', '/api/console/reminders/stats/?weeks=52');
    expect(crecer.json().results).toEqual([]);
    const bad = await consoleCall('impulsa admin', 'GET', '/api/console/reminders/stats/?weeks=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('weeks');
  });
});

describe('registration', () => {
  it('records the opt-in ticked on the form with source registration', async () => {
    const phone = freshPhone();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: {
        first_name: 'Rosa',
        phone_number: phone,
        login_pin: '8264',
        ally_code: 'impulsa',
        accepts_terms: true,
        reminders: { channel: 'whatsapp', timeZone: 'America/Mexico_City' },
      },
    });
    expect(answer.statusCode).toBe(202);
    const [pending] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    const [row] = await ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, pending?.id ?? 0));
    expect(row).toMatchObject({ optedIn: true, consentSource: 'registration', frequency: 'weekly', quietStart: 21 });
  });

  it('refuses a bad opt-in block (400 naming the field)', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: {
        first_name: 'Rosa',
        phone_number: freshPhone(),
        login_pin: '8264',
        ally_code: 'impulsa',
        accepts_terms: true,
        reminders: { channel: 'pigeon', timeZone: 'Nowhere/Land' },
      },
    });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['reminders.channel', 'reminders.timeZone']));
  });
});
