import type { ReminderKind } from '@aula/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { allies } from '../../src/db/schema/allies';
import { reminderMessages } from '../../src/db/schema/reminders';
import { users } from '../../src/db/schema/users';
import { sendDueReminders } from '../../src/services/reminders/deliver';
import { enqueue } from '../../src/services/reminders/queue';
import { freshPhone } from './account';
import type { TestApp } from './app';
import { bearer, newLearner } from './content';
import { WHATSAPP_DAILY_PREFERENCES } from './reminder-preferences';

let serial = 0;

/**
 * One impulsa reminder of `kind` sent now by WhatsApp to a new learner who never wrote to the
 * ally (so outside the 24-hour window: as a template). Returns the learner's phone and the message row.
 */
export async function templateReminderSent(app: TestApp, db: Database, kind: ReminderKind, now: Date) {
  serial += 1;
  const made = await newLearner(db, 'impulsa', `template-send-${serial}-${process.pid}@example.com`);
  const phone = freshPhone();
  await db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: now }).where(eq(users.id, made.id));
  const consent = await app.inject({
    method: 'PUT',
    url: '/api/account/reminders/',
    headers: bearer(made.token),
    payload: WHATSAPP_DAILY_PREFERENCES,
  });
  if (consent.statusCode !== 200) throw new Error(`consent refused: ${consent.body}`);
  const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
  const reason = {
    userId: made.id,
    reasonKey: `template:${serial}`,
    subject: 'Precios justos',
    targetPath: '/mx/impulsa/seccion/modulos',
  };
  await enqueue(db, ally?.id ?? 0, kind, [reason], 0, now);
  await sendDueReminders(app, now);
  const [message] = await db.select().from(reminderMessages).where(eq(reminderMessages.userId, made.id));
  if (message?.status !== 'sent') throw new Error(`the reminder was not sent: ${message?.lastError}`);
  return { phone, message };
}
