import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderPreferences } from '../src/db/schema/reminders';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { bearer } from './helpers/content';
import { WHATSAPP_DAILY_PREFERENCES } from './helpers/reminder-preferences';
import { whatsappLearner } from './helpers/whatsapp-learner';

// Issue 38, row 10: the WhatsApp webhook applied the same signed body each time it came: a replayed
// "BAJA" opted out again a learner who had opted back in, and a replayed "Hola" reopened the
// 24-hour window. Now a message id is applied once; every delivery is answered 200.
const SECRET = 'app-secret-for-replay-tests';
const clock = testClock(new Date('2026-03-02T16:00:00Z'));
const ctx = useTestApp({ WHATSAPP_APP_SECRET: SECRET }, { now: clock.now });

const PREFERENCES = WHATSAPP_DAILY_PREFERENCES;

/** Meta's notification of one message from `phone`, as the exact bytes it signs. */
const inboundBody = (phone: string, id: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messages: [{ from: phone.slice(1), id, timestamp: '1772467200', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });

const deliver = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
    },
    payload: body,
  });

const learnerWithReminders = () => whatsappLearner(ctx);

const preferencesOf = async (userId: number) =>
  (await ctx.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)))[0];

describe('the WhatsApp webhook applies a message once', () => {
  it('a replayed signed "BAJA" does not opt out again a learner who opted back in; both deliveries answer 200', async () => {
    const who = await learnerWithReminders();
    const baja = inboundBody(who.phone, `wamid.baja-${who.phone}`, 'BAJA');
    expect((await deliver(baja)).statusCode).toBe(200);
    expect((await preferencesOf(who.id))?.optedIn).toBe(false);
    // The learner opts back in on the site; then the same signed body comes again.
    clock.advance(60 * 60);
    const back = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reminders/',
      headers: bearer(who.token),
      payload: PREFERENCES,
    });
    expect(back.statusCode).toBe(200);
    const replay = await deliver(baja);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect((await preferencesOf(who.id))?.optedIn).toBe(true);
  });

  it('a replayed "Hola" does not reopen the 24-hour window; a new message id does', async () => {
    const who = await learnerWithReminders();
    const hola = inboundBody(who.phone, `wamid.hola-${who.phone}`, 'Hola');
    await deliver(hola);
    const first = (await preferencesOf(who.id))?.lastInboundAt;
    expect(first).toEqual(clock.now());
    clock.advance(2 * 24 * 60 * 60);
    expect((await deliver(hola)).statusCode).toBe(200);
    expect((await preferencesOf(who.id))?.lastInboundAt).toEqual(first);
    await deliver(inboundBody(who.phone, `wamid.otra-${who.phone}`, 'Hola otra vez'));
    expect((await preferencesOf(who.id))?.lastInboundAt).toEqual(clock.now());
  });
});
