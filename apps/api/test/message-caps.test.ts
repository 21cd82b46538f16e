import { eq, isNotNull, isNull, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';

// Row 7 of issue 31: 60 code requests to 60 numbers from one address sent 60 WhatsApp messages
// (only each number was limited). Now the address and the ally are capped, and a number of a
// country the ally does not serve gets nothing.
const PER_ADDRESS = 5;
const PER_ALLY_HOUR = 8;
const clock = testClock();
const ctx = useTestApp(
  {
    MESSAGES_PER_ADDRESS_HOUR: String(PER_ADDRESS),
    MESSAGES_PER_ALLY_HOUR: String(PER_ALLY_HOUR),
    MESSAGES_PER_ALLY_DAY: '1000',
  },
  { now: clock.now },
);
// Each test starts in a new hour: the hourly caps are counted afresh.
beforeEach(() => clock.advance(2 * 60 * 60));

const askCode = (phone: string, ally: string, address: string, code = '52') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wa_verification_code/',
    remoteAddress: address,
    headers: { 'x-aula-ally': ally },
    payload: { phone_number: phone, code, method: 'whatsapp' },
  });
const sentTo = async (prefix: string) => {
  await ctx.app.ports.deliveries.idle();
  return ctx.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.recipient, `${prefix}%`))
    .then((rows) => ({
      sent: rows.filter((r) => r.refused === null),
      refused: rows.filter((r) => r.refused !== null),
    }));
};

describe('outbound messages are capped per client address and per ally', () => {
  it('a probe of 60 code requests to 60 numbers from one address sends only the per-address cap; the rest get 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) {
      answers.push(await askCode(`+52155601${String(i).padStart(4, '0')}`, 'impulsa', '203.0.113.7'));
    }
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_ADDRESS);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(60 - PER_ADDRESS);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
    }
    const outbox = await sentTo('+52155601');
    expect(outbox.sent).toHaveLength(PER_ADDRESS);
    expect(outbox.refused).toHaveLength(60 - PER_ADDRESS);
    expect(new Set(outbox.refused.map((r) => r.refused))).toEqual(new Set(['refused: cap per address']));
    // The development outbox shows the refusals.
    const listed = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/?to=%2B521556010059' });
    expect(listed.json().results).toEqual([expect.objectContaining({ refused: 'refused: cap per address' })]);
    // Another address is not held back by this one.
    expect((await askCode('+521556019999', 'impulsa', '203.0.113.8')).statusCode).toBe(200);
  });

  it("caps an ally's messages per hour whatever the addresses (a spread-out pump)", async () => {
    const answers = [];
    for (let i = 0; i < PER_ALLY_HOUR + 3; i++) {
      answers.push(await askCode(`+52155602${String(i).padStart(4, '0')}`, 'crecer', `198.51.100.${i + 1}`));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(PER_ALLY_HOUR).fill(200), ...Array(3).fill(429)]);
    const outbox = await sentTo('+52155602');
    expect(outbox.sent).toHaveLength(PER_ALLY_HOUR);
    expect(outbox.refused.map((r) => r.refused)).toEqual(Array(3).fill('refused: cap per ally per hour'));
  });

  it('holds a pump that names a new invented ally each time to one budget (issue 38 row 3: each got its own)', async () => {
    const answers = [];
    for (let i = 0; i < PER_ALLY_HOUR + 3; i++) {
      answers.push(await askCode(`+52155604${String(i).padStart(4, '0')}`, `nadie-${i}`, `198.51.101.${i + 1}`));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(PER_ALLY_HOUR).fill(200), ...Array(3).fill(429)]);
    // A real ally's budget is its own: the pump did not spend it.
    expect((await askCode('+521556049999', 'impulsa', '198.51.101.200')).statusCode).toBe(200);
  });

  it('refuses with 400 naming phone_number a number of a country the ally does not serve, and sends nothing', async () => {
    // impulsa serves mx, co and pe; crecer only mx and co.
    const us = await askCode('2025550143', 'impulsa', '192.0.2.10', '1');
    expect(us.statusCode).toBe(400);
    expect(us.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'phone_number' }] });
    const peru = await askCode('987650001', 'crecer', '192.0.2.10', '51');
    expect(peru.statusCode).toBe(400);
    expect(peru.json().fields).toEqual([{ field: 'phone_number', reason: expect.any(String) }]);
    expect((await askCode('987650002', 'impulsa', '192.0.2.10', '51')).statusCode).toBe(200);
    await ctx.app.ports.deliveries.idle();
    const toUs = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+12025550143'));
    expect(toUs).toEqual([]);
  });

  it('registration and reset links count against the same address cap', async () => {
    const address = '192.0.2.20';
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/mx/simple_register/',
        remoteAddress: address,
        payload: {
          ally_code: 'impulsa',
          first_name: 'Ana',
          phone_number: `+52155603${String(i).padStart(4, '0')}`,
          login_pin: '4821',
          accepts_terms: true,
        },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(202), 429]);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-reset-password/',
      remoteAddress: address,
      headers: { 'x-aula-ally': 'impulsa' },
      payload: { email: 'nadie@impulsa.example', url_base: 'http://localhost:3000' },
    });
    expect(reset.statusCode).toBe(429);
    expect(reset.headers['retry-after']).toBeDefined();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      remoteAddress: '192.0.2.21',
      payload: {
        ally_code: 'impulsa',
        first_name: 'Ana',
        phone_number: '+12025550199',
        login_pin: '4821',
        accepts_terms: true,
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ field: 'phone_number', reason: expect.any(String) }]);
    await ctx.app.ports.deliveries.idle();
    expect(await ctx.db.select().from(outboxMessages).where(isNotNull(outboxMessages.refused))).not.toHaveLength(0);
    expect(await ctx.db.select().from(outboxMessages).where(isNull(outboxMessages.refused))).not.toHaveLength(0);
  });
});
