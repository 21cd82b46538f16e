import { redeemCodeResponse } from '@aula/contracts/achievements';
import { webinarCodes } from '@aula/demo-content/achievements';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinars } from '../src/db/schema';
import { testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, newLearner } from './helpers/content';
import { earnModule } from './helpers/earn-module';

// Issue 31 row 4: codes open a webinar only for a learner who earned it, cannot be guessed in a
// burst, and a wrong code's answer does not say whether it exists, was spent or is another's.

const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });
const [impCode1 = '', impCode2 = '', impCode3 = ''] = webinarCodes({ codePrefix: 'IMP-VENTAS' });
const [creCode = ''] = webinarCodes({ codePrefix: 'CRE-PROMO' });

let maria: string;
let impWebinar: number;
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  const [row] = await ctx.db.select().from(webinars).where(eq(webinars.title, 'Ventas por WhatsApp en vivo'));
  impWebinar = row?.id ?? 0;
}, 30_000);

let address = 0;
/** Each call from its own client address unless told, so the per-address rule does not mix tests. */
const redeem = (token: string, code: string, remoteAddress = `198.51.100.${++address}`) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webinars/${impWebinar}/redeem_code/`,
    headers: bearer(token),
    payload: { code },
    remoteAddress,
  });

describe('POST /api/webinars/{id}/redeem_code/ (issue 31 row 4)', () => {
  it('demo codes are random, not a numbered series', () => {
    for (const code of [...webinarCodes({ codePrefix: 'IMP-VENTAS' }), creCode]) {
      expect(code).toMatch(/^[A-Z]{3}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    }
    expect(impCode1).not.toBe('IMP-VENTAS-01');
  });

  it('refuses a learner without the achievement with 403 not_earned, even with a valid unspent code', async () => {
    // Attack: a fresh learner redeems a real code (found or shared) without finishing the module.
    const fresh = await newLearner(ctx.db, 'impulsa', 'sin-logro@impulsa.example');
    const response = await redeem(fresh.token, impCode2);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'not_earned' });
  });

  it('gives one identical answer for an unknown, a spent and another webinar’s code', async () => {
    // Attack: tell codes that exist from ones that do not by the answer.
    const spent = await redeem(maria, impCode1.toLowerCase());
    expect(spent.statusCode).toBe(200);
    expect(redeemCodeResponse.parse(spent.json()).webinar.join_url).toMatch(/^https:/);

    const earner = await newLearner(ctx.db, 'impulsa', 'con-logro@impulsa.example');
    await earnModule(ctx.app, ctx.db, earner.token, 'Vende más y mejor', clock);
    const answers = await Promise.all([impCode1, 'IMP-ZZZZ-ZZZZ', creCode].map((code) => redeem(earner.token, code)));
    for (const answer of answers) expect(answer.statusCode).toBe(400);
    const [used, unknown, foreign] = answers.map((answer) => answer.body);
    expect(unknown).toBe(used);
    expect(foreign).toBe(used);
    expect(JSON.parse(used ?? '{}')).toMatchObject({ error: 'invalid_code' });
    // The earner still gets in with a real code.
    expect((await redeem(earner.token, impCode3)).statusCode).toBe(200);
  });

  it('cuts a burst of 200 parallel guesses by one learner off with 429 and lets none through', async () => {
    // Attack: a learner who earned the prize guesses codes in parallel (one address, one account).
    const guesser = await newLearner(ctx.db, 'impulsa', 'adivina@impulsa.example');
    await earnModule(ctx.app, ctx.db, guesser.token, 'Vende más y mejor', clock);
    const guesses = Array.from({ length: 200 }, (_, index) => `IMP-${String(index).padStart(4, '2')}-AAAA`);
    const answers = await Promise.all(guesses.map((code) => redeem(guesser.token, code, '203.0.113.7')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(190);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toBeDefined();
    // The limit is per learner: the same learner from another address is still refused.
    expect((await redeem(guesser.token, impCode2)).statusCode).toBe(429);
  });

  it('limits one address across many learners', async () => {
    // Attack: one client spreads its guesses over many accounts.
    const statuses: number[] = [];
    for (let index = 0; index < 35; index += 1) {
      const learner = await newLearner(ctx.db, 'impulsa', `rociador${index}@impulsa.example`);
      statuses.push((await redeem(learner.token, 'IMP-AAAA-AAAA', '203.0.113.99')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });
});
