import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/adapters/outbox';
import { rowsOf } from '../src/db/rows';
import { moduleBusinessTypes, webinarCodes, webinars } from '../src/db/schema/achievements';
import { allies } from '../src/db/schema/allies';
import { partCompletions } from '../src/db/schema/learner-progress';
import { lessonModules } from '../src/db/schema/lessons';
import { businessProfiles } from '../src/db/schema/profiles';
import { reminderMessages } from '../src/db/schema/reminders';
import { users } from '../src/db/schema/users';
import { freshPhone, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { bearer, newLearner } from './helpers/content';

// Reminders (issue 30): the three finders reminders.test.ts does not reach (a new module for the
// learners whose business type it suits, a webinar a day and an hour before, an achievement earned),
// run by the scheduler at chosen moments, with what lands in the local outbox and the reason keys.
// Every second run must queue nothing: a reason goes to a learner at most once.

// A year after the seed's content (published relative to the real clock), so none of it is "new".
// 16:00 UTC is 10:00 in Mexico City, outside the quiet hours below.
const START = new Date('2027-03-02T16:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const clock = testClock(START);
const ctx = useTestApp({}, { now: clock.now });
const consoleCall = consoleCaller(() => ctx.app);

interface Learner {
  id: number;
  token: string;
  phone: string;
}

let serial = 0;
async function learner(optedIn = true): Promise<Learner> {
  serial += 1;
  const made = await newLearner(ctx.db, 'impulsa', `finders-${serial}-${process.pid}@example.com`);
  const phone = freshPhone();
  await ctx.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: START }).where(eq(users.id, made.id));
  const who = { ...made, phone };
  if (optedIn) {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reminders/',
      headers: bearer(who.token),
      payload: {
        optedIn: true,
        channel: 'whatsapp',
        frequency: 'daily',
        quietHours: { start: 22, end: 7 },
        timeZone: 'America/Mexico_City',
        language: 'es',
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  return who;
}

const reasonsOf = async (who: Learner) =>
  (
    await ctx.db
      .select({ reason: reminderMessages.reasonKey, status: reminderMessages.status })
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, who.id))
      .orderBy(reminderMessages.id)
  ).map((row) => `${row.reason} ${row.status}`);

async function run(at: Date) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/dev/reminders/run/',
    payload: { now: at.toISOString() },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { queued: number; sent: number; failed: number };
}

async function switchOn(kind: string, es: string) {
  const saved = await consoleCall('impulsa editor', 'PUT', `/api/console/reminders/${kind}/`, {
    version: 1,
    enabled: true,
    afterDays: 3,
    sendHour: 9,
    templates: { es: { body: es }, en: { body: 'Hi {name}: {lesson}' } },
  });
  expect(saved.statusCode).toBe(200);
  // Outside the 24-hour window only an approved template goes: the local stand-in approves at once.
  const submitted = await consoleCall('impulsa editor', 'POST', `/api/console/reminders/${kind}/templates/es/`, {
    version: saved.json().version,
  });
  expect(submitted.json().status).toBe('approved');
}

let impulsaId: number;
let crecerId: number;
let retail: number;
let food: number;

beforeAll(async () => {
  const ids = await ctx.db.select({ id: allies.id, code: allies.code }).from(allies);
  impulsaId = ids.find((ally) => ally.code === 'impulsa')?.id ?? 0;
  crecerId = ids.find((ally) => ally.code === 'crecer')?.id ?? 0;
  const types = rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from business_types order by id limit 2`));
  [retail, food] = types.map((row) => row.id) as [number, number];
  expect(food).toBeDefined();
  await switchOn('new_module', 'Hola {nombre}, nuevo módulo: «{leccion}».');
  await switchOn('webinar_reminder', 'Hola {nombre}, tu webinar «{leccion}» se acerca.');
  await switchOn('achievement_earned', 'Hola {nombre}, ganaste «{leccion}».');
});

describe('a newly published module', () => {
  it('goes to the opted-in learners whose business type it names, once', async () => {
    const suited = await learner();
    const other = await learner();
    const notAsked = await learner(false);
    for (const [who, type] of [
      [suited, retail],
      [other, food],
      [notAsked, retail],
    ] as const) {
      await ctx.db.insert(businessProfiles).values({ userId: who.id, businessTypeId: type });
    }
    const [made] = await ctx.db
      .insert(lessonModules)
      .values({
        allyId: impulsaId,
        title: 'Vender en tu tienda de barrio',
        description: 'Para tiendas',
        publishedAt: new Date(START.getTime() - 2 * HOUR_MS),
      })
      .returning({ id: lessonModules.id });
    const moduleId = made?.id ?? 0;
    await ctx.db.insert(moduleBusinessTypes).values({ moduleId, businessTypeId: retail });
    // An archived module of the same type is not news, nor is a draft, nor one of another ally.
    await ctx.db.insert(lessonModules).values([
      {
        allyId: impulsaId,
        title: 'Módulo archivado',
        description: '',
        publishedAt: new Date(START.getTime() - HOUR_MS),
        archivedAt: START,
      },
      { allyId: impulsaId, title: 'Borrador', description: '', publishedAt: null },
      { allyId: crecerId, title: 'De otro aliado', description: '', publishedAt: new Date(START.getTime() - HOUR_MS) },
    ]);

    const first = await run(START);
    expect(first).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    expect(await reasonsOf(suited)).toEqual([`module:${moduleId} sent`]);
    expect(await reasonsOf(other)).toEqual([]);
    expect(await reasonsOf(notAsked)).toEqual([]);
    const [message] = await readOutbox(ctx.db, { to: suited.phone });
    expect(message?.subject).toBe('template aula_impulsa_new_module_es_v2 (es)');
    expect(message?.body).toContain('Hola Ana, nuevo módulo: «Vender en tu tienda de barrio».');
    expect(await readOutbox(ctx.db, { to: other.phone })).toEqual([]);
    expect(await readOutbox(ctx.db, { to: notAsked.phone })).toEqual([]);

    // Found again an hour later and the next day: the same reason, nothing new.
    expect(await run(new Date(START.getTime() + HOUR_MS))).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(await run(new Date(START.getTime() + 26 * HOUR_MS))).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(await readOutbox(ctx.db, { to: suited.phone })).toHaveLength(1);
    await ctx.db.update(lessonModules).set({ archivedAt: START }).where(eq(lessonModules.id, moduleId));
  });

  it('goes to every type when it names none, and is no news after two weeks', async () => {
    const at = new Date(START.getTime() + 3 * 24 * HOUR_MS);
    const anyType = await learner();
    await ctx.db.insert(businessProfiles).values({ userId: anyType.id, businessTypeId: food });
    const noProfile = await learner();
    const [open] = await ctx.db
      .insert(lessonModules)
      .values({
        allyId: impulsaId,
        title: 'Para todos',
        description: '',
        publishedAt: new Date(at.getTime() - HOUR_MS),
      })
      .returning({ id: lessonModules.id });
    await ctx.db.insert(lessonModules).values({
      allyId: impulsaId,
      title: 'Viejo',
      description: '',
      publishedAt: new Date(at.getTime() - 15 * 24 * HOUR_MS),
    });
    await run(at);
    expect(await reasonsOf(anyType)).toEqual([`module:${open?.id} sent`]);
    expect(await reasonsOf(noProfile)).toEqual([`module:${open?.id} sent`]);
    await ctx.db
      .update(lessonModules)
      .set({ archivedAt: at })
      .where(eq(lessonModules.id, open?.id ?? 0));
  });
});

describe('a webinar', () => {
  it('is recalled 25 hours before and an hour before to those holding a code, each once', async () => {
    const base = new Date(START.getTime() + 10 * 24 * HOUR_MS);
    const starts = new Date(base.getTime() + 25 * HOUR_MS);
    const holder = await learner();
    const notAsked = await learner(false);
    const withoutCode = await learner();
    const [webinar] = await ctx.db
      .insert(webinars)
      .values({
        allyId: impulsaId,
        title: 'Finanzas en vivo',
        startsAt: starts,
        durationMinutes: 60,
        joinUrl: 'https://example.com/live',
      })
      .returning({ id: webinars.id });
    const webinarId = webinar?.id ?? 0;
    await ctx.db.insert(webinarCodes).values([
      { webinarId, code: `F${process.pid}A`, redeemedBy: holder.id, redeemedAt: START },
      { webinarId, code: `F${process.pid}B`, redeemedBy: notAsked.id, redeemedAt: START },
    ]);

    // 26 hours before: too early for either.
    await run(new Date(starts.getTime() - 26 * HOUR_MS));
    expect(await reasonsOf(holder)).toEqual([]);

    await run(base);
    expect(await reasonsOf(holder)).toEqual([`webinar:${webinarId}:day sent`]);
    // Between the two, the day's reason is found again and queued no more.
    expect(await run(new Date(base.getTime() + 5 * HOUR_MS))).toMatchObject({ queued: 0, sent: 0 });

    // An hour before: a day after the first, so within the daily cap.
    const hourBefore = new Date(starts.getTime() - HOUR_MS);
    await run(hourBefore);
    expect(await reasonsOf(holder)).toEqual([`webinar:${webinarId}:day sent`, `webinar:${webinarId}:hour sent`]);
    expect(await run(new Date(hourBefore.getTime() + 10 * 60 * 1000))).toMatchObject({ queued: 0, sent: 0 });

    const sent = await readOutbox(ctx.db, { to: holder.phone });
    expect(sent).toHaveLength(2);
    for (const message of sent) {
      expect(message.subject).toBe('template aula_impulsa_webinar_reminder_es_v2 (es)');
      expect(message.body).toContain('Hola Ana, tu webinar «Finanzas en vivo» se acerca.');
    }
    expect(await reasonsOf(notAsked)).toEqual([]);
    expect(await reasonsOf(withoutCode)).toEqual([]);
    // Once begun, nothing more is found.
    expect(await run(new Date(starts.getTime() + 60 * 1000))).toMatchObject({ queued: 0, sent: 0 });
  });
});

describe('an achievement', () => {
  it('is announced to who finished every published part of its module, once', async () => {
    const at = new Date(START.getTime() + 20 * 24 * HOUR_MS);
    const [achievement] = rowsOf<{ id: number; title: string; module_id: number }>(
      await ctx.db.execute(sql`
        select a.id, a.title, a.module_id from achievements a
        where a.ally_id = ${impulsaId}
          and exists (select 1 from lessons l join lesson_parts lp on lp.lesson_id = l.id
                      where l.module_id = a.module_id and l.published_at is not null)
        order by a.id limit 1`),
    );
    if (!achievement) throw new Error('no impulsa achievement with parts in the seed');
    const parts = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select lp.id from lesson_parts lp join lessons l on l.id = lp.lesson_id
        where l.module_id = ${achievement.module_id} and l.published_at is not null order by lp.id`),
    ).map((row) => row.id);
    const finished = await learner();
    const almost = await learner();
    const notAsked = await learner(false);
    const done = (who: Learner, ids: number[]) =>
      ctx.db
        .insert(partCompletions)
        .values(ids.map((partId) => ({ userId: who.id, partId, completedAt: new Date(at.getTime() - HOUR_MS) })));
    await done(finished, parts);
    await done(almost, parts.slice(1));
    await done(notAsked, parts);

    await run(at);
    expect(await reasonsOf(finished)).toEqual([`achievement:${achievement.id} sent`]);
    expect(await reasonsOf(almost)).toEqual([]);
    expect(await reasonsOf(notAsked)).toEqual([]);
    const [message] = await readOutbox(ctx.db, { to: finished.phone });
    expect(message?.body).toContain(`Hola Ana, ganaste «${achievement.title}».`);
    expect(message?.body).toMatch(/\/mx\/impulsa\/volver\?t=/);

    expect(await run(new Date(at.getTime() + 2 * 24 * HOUR_MS))).toMatchObject({ queued: 0, sent: 0 });
    const [kept] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reminderMessages)
      .where(and(eq(reminderMessages.userId, finished.id), eq(reminderMessages.kind, 'achievement_earned')));
    expect(kept?.count).toBe(1);
  });
});
