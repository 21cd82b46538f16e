import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';

// Issue 38, row 3: the ally-wide budget (300 messages an hour) was spent by reset requests for
// unknown emails and phones, which send nothing: 300 of them from 30 addresses and the real
// learner's PIN reset got 429 for an hour. Now only a message that goes out spends its ally's budget.
const ctx = useTestApp({
  // The product's defaults (the test helper raises them for other files).
  MESSAGES_PER_ADDRESS_HOUR: '10',
  MESSAGES_PER_ALLY_HOUR: '300',
  MESSAGES_PER_ALLY_DAY: '2000',
});
const learner = DEMO_USERS[0];

/** One anonymous request of the three kinds that send nothing for an unknown recipient. */
function anonymous(address: string, n: number) {
  const headers = { 'x-aula-ally': 'impulsa' };
  const phone = `+5215570${String(n).padStart(6, '0')}`;
  const kinds = [
    {
      method: 'POST',
      url: '/api/send-reset-password/',
      payload: { email: `nadie${n}@example.com`, url_base: 'http://localhost:3000' },
    },
    { method: 'PUT', url: '/api/mx/reset_login_pin/', payload: { phone_number: phone } },
    {
      method: 'POST',
      url: '/api/send-phone-token/',
      payload: { phone_number: phone, url_base: 'http://localhost:3000' },
    },
  ] as const;
  const kind = kinds[n % kinds.length] ?? kinds[0];
  return ctx.app.inject({ remoteAddress: address, headers, ...kind });
}

describe("an ally's message budget", () => {
  it("still sends a real learner's PIN reset code after 1,000 anonymous requests from 100 addresses", async () => {
    const statuses: string[] = [];
    for (let address = 0; address < 100; address += 1) {
      const from = `198.18.${Math.floor(address / 200)}.${(address % 200) + 1}`;
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => anonymous(from, address * 10 + i)));
      statuses.push(...answers.map((answer) => `${answer.statusCode} ${answer.json().error ?? ''}`.trim()));
    }
    // Each address within its own cap (10 an hour): every request answered, none refused.
    expect(statuses.filter((status) => status !== '200')).toEqual([]);
    await ctx.app.ports.deliveries.idle();

    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mx/reset_login_pin/',
      remoteAddress: '203.0.113.77',
      headers: { 'x-aula-ally': 'impulsa' },
      payload: { phone_number: learner?.phone },
    });
    expect(reset.statusCode).toBe(200);
    const [code] = await outboxFor(ctx, learner?.phone ?? '');
    expect(code).toMatchObject({ refused: null, body: expect.stringMatching(/\d{6}/) });
  }, 60_000);
});
