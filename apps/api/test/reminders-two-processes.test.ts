import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/adapters/outbox';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { allies } from '../src/db/schema/allies';
import { countries } from '../src/db/schema/countries';
import { reminderMessages, reminderPreferences } from '../src/db/schema/reminders';
import { users } from '../src/db/schema/users';
import { runReminders } from '../src/services/reminders/deliver';
import { enqueue } from '../src/services/reminders/queue';
import { freshPhone } from './helpers/account';
import { type TestApp, type TestContext, testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { testDriver } from './helpers/driver';
import { databaseNameOf, serverUrlWith } from './helpers/postgres-admin';

// Two API processes on one database run the reminders at the same moment (issue 30): each due
// message goes out exactly once and no learner gets two in a day. On PostgreSQL (AULA_TEST_DB=postgres)
// the two apps have pools of their own, as two processes would; on PGlite they share its one connection.

const LEARNERS = 12;
const NOW = new Date('2026-04-07T16:00:00Z'); // 10:00 in Mexico City

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let second: DatabaseHandle | undefined;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  second =
    testDriver === 'postgres'
      ? await openPostgres(serverUrlWith({ database: await databaseNameOf(database.db) }))
      : undefined;
  for (const db of [database.db, second?.db ?? database.db]) {
    const app = await buildApp({ config: testConfig(), db, ports: { now: () => NOW } });
    await app.ready();
    apps.push(app);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await database?.close();
});

async function optedInLearners(db: TestContext['db']): Promise<{ id: number; phone: string }[]> {
  const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
  const [mx] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'mx'));
  const made: { id: number; phone: string }[] = [];
  for (let index = 0; index < LEARNERS; index += 1) {
    const phone = freshPhone();
    const [user] = await db
      .insert(users)
      .values({ name: `Lucía ${index}`, phoneNumber: phone, allyId: ally?.id ?? 0, countryId: mx?.id ?? 0 })
      .returning({ id: users.id });
    if (!user) throw new Error('no learner');
    await db.insert(reminderPreferences).values({
      userId: user.id,
      optedIn: true,
      channel: 'whatsapp',
      frequency: 'daily',
      quietStart: 21,
      quietEnd: 8,
      timeZone: 'America/Mexico_City',
      language: 'es',
      consentAt: NOW,
      consentSource: 'settings',
    });
    made.push({ id: user.id, phone });
  }
  return made;
}

describe(`two API processes on ${testDriver}`, () => {
  it('send each due message exactly once, one a day per learner, when both run at once', async () => {
    const db = database.db;
    const learners = await optedInLearners(db);
    const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    const reasons = (reason: string) =>
      learners.map(({ id }) => ({
        userId: id,
        reasonKey: reason,
        subject: 'Precios',
        targetPath: '/mx/impulsa/seccion/modulos',
      }));
    // Both processes find the same two reasons per learner at the same moment.
    const queued = await Promise.all(
      apps.flatMap((app) =>
        ['twice:a', 'twice:b'].map((reason) => enqueue(app.db, ally?.id ?? 0, 'new_module', reasons(reason), 9, NOW)),
      ),
    );
    expect(queued.reduce((sum, value) => sum + value, 0)).toBe(LEARNERS * 2);

    const runs = await Promise.all([...apps, ...apps].map((app) => runReminders(app, NOW)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(LEARNERS);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);

    for (const { phone } of learners) expect(await readOutbox(db, { to: phone })).toHaveLength(1);
    const statuses = await db
      .select({ status: reminderMessages.status, n: count() })
      .from(reminderMessages)
      .where(
        inArray(
          reminderMessages.userId,
          learners.map(({ id }) => id),
        ),
      )
      .groupBy(reminderMessages.status);
    expect(Object.fromEntries(statuses.map(({ status, n }) => [status, n]))).toEqual({
      sent: LEARNERS,
      queued: LEARNERS,
    });

    // The next day both run again: the second reason of each goes, once.
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    const again = await Promise.all([...apps, ...apps].map((app) => runReminders(app, tomorrow)));
    expect(again.reduce((sum, run) => sum + run.sent, 0)).toBe(LEARNERS);
    for (const { phone } of learners) expect(await readOutbox(db, { to: phone })).toHaveLength(2);
  }, 120_000);
});
