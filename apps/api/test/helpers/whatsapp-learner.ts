import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/users';
import { freshPhone } from './account';
import type { TestContext } from './app';
import { bearer, newLearner } from './content';
import { WHATSAPP_DAILY_PREFERENCES } from './reminder-preferences';

let made = 0;

/**
 * A learner with a phone who chose WhatsApp messages on the reminders page (or, `consent: false`,
 * chose none): the tests of what the webhook does with their messages start from one.
 */
export async function whatsappLearner(ctx: TestContext, { consent = true, ally = 'impulsa' } = {}) {
  const learner = await newLearner(ctx.db, ally, `whatsapp-${process.pid}-${Date.now()}-${++made}@example.com`);
  const phone = freshPhone();
  await ctx.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, learner.id));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/reminders/',
    headers: bearer(learner.token),
    payload: { ...WHATSAPP_DAILY_PREFERENCES, optedIn: consent },
  });
  expect(saved.statusCode).toBe(200);
  return { ...learner, phone };
}
