import { prizeAccess, webinarAttendance } from '@aula/contracts/achievements';
import { webinarCodes } from '@aula/demo-content/achievements';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinars } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { achievementId, bearer, newLearner } from './helpers/content';

// Issue 31 row 5: the server, not the browser, records the time a learner spends in a webinar's
// room; only wall-clock time between heartbeats inside the webinar's window is credited.

let current = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => new Date(current), advance: (seconds: number) => (current += seconds * 1000) };
const ctx = useTestApp({}, { now: clock.now });

let maria: string;
let jose: string;
let webinar: { id: number; startsAt: Date; durationMinutes: number };
let creWebinar: number;
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
  const [row] = await ctx.db.select().from(webinars).where(eq(webinars.title, 'Ventas por WhatsApp en vivo'));
  if (!row) throw new Error('no webinar');
  webinar = row;
  creWebinar =
    (await ctx.db.select().from(webinars).where(eq(webinars.title, 'Promociones de fin de año')))[0]?.id ?? 0;
  const [code = ''] = webinarCodes({ codePrefix: 'IMP-VENTAS' });
  const redeemed = await ctx.app.inject({
    method: 'POST',
    url: `/api/webinars/${webinar.id}/redeem_code/`,
    headers: bearer(maria),
    payload: { code },
  });
  if (redeemed.statusCode !== 200) throw new Error(redeemed.body);
}, 30_000);

const report = async (token: string, event: 'join' | 'heartbeat' | 'leave', id = webinar.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webinars/${id}/attendance/`,
    headers: bearer(token),
    payload: { event },
  });
const attendance = async (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/webinars/${webinar.id}/attendance/`, headers: bearer(token) });
const startAt = (offsetMinutes: number) => {
  current = webinar.startsAt.getTime() + offsetMinutes * 60_000;
};

describe('/api/webinars/{id}/attendance/ (issue 31 row 5)', () => {
  it('credits nothing outside the webinar window', async () => {
    // Attack: sit in the "room" days before the webinar to bank minutes.
    startAt(-24 * 60);
    await report(maria, 'join');
    for (let minute = 0; minute < 40; minute += 1) {
      clock.advance(60);
      await report(maria, 'heartbeat');
    }
    const body = webinarAttendance.parse((await report(maria, 'leave')).json());
    expect(body).toMatchObject({ attended_minutes: 0, counts: false });
  });

  it('does not credit heartbeats sent faster than time passes', async () => {
    // Attack: a script posts 200 heartbeats in a burst, claiming 200 minutes.
    startAt(0);
    await report(maria, 'join');
    clock.advance(30);
    await Promise.all(Array.from({ length: 200 }, () => report(maria, 'heartbeat')));
    const body = webinarAttendance.parse((await attendance(maria)).json());
    expect(body).toMatchObject({ attended_minutes: 0, counts: false });
  });

  it('counts a join and a heartbeat a minute for more than 30 minutes, and the prize shows it', async () => {
    // The 30 s really spent in the room in the test before are kept: 29.5 minutes do not count yet.
    startAt(1);
    await report(maria, 'join');
    for (let minute = 1; minute <= 29; minute += 1) {
      clock.advance(60);
      const body = webinarAttendance.parse((await report(maria, 'heartbeat')).json());
      expect(body).toMatchObject({ attended_minutes: minute, counts: false });
    }
    clock.advance(60);
    const left = webinarAttendance.parse((await report(maria, 'leave')).json());
    expect(left).toMatchObject({ attended_minutes: 30, counts: true, required_minutes: 30 });
    // A long silence after leaving (tab closed) earns nothing.
    clock.advance(20 * 60);
    expect(webinarAttendance.parse((await report(maria, 'heartbeat')).json()).attended_minutes).toBe(30);

    const id = await achievementId(ctx.db, 'Estrella de ventas');
    const access = await ctx.app.inject({
      method: 'GET',
      url: `/api/achievements/${id}/prize_access/`,
      headers: bearer(maria),
    });
    expect(prizeAccess.parse(access.json()).webinar?.attendance).toMatchObject({ attended_minutes: 30, counts: true });
  });

  it('refuses a learner without a redeemed code, another ally’s webinar and a bad event', async () => {
    // Attack: time oneself in a webinar one holds no code for, or in another ally's webinar.
    const fresh = await newLearner(ctx.db, 'impulsa', 'sin-codigo@impulsa.example');
    const refused = await report(fresh.token, 'join');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_redeemed' });
    expect((await report(jose, 'join')).statusCode).toBe(404);
    expect((await report(maria, 'join', creWebinar)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/webinars/${webinar.id}/attendance/`,
      headers: bearer(maria),
      payload: { event: 'teleport', minutes: 90 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
  });
});
