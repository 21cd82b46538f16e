import type { ReminderKind } from '@aula/contracts/reminders';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { reminderMessages, reminderPreferences } from '../../db/schema/reminders';
import type { DueReminder } from './due-learners';
import { capPeriodMs, nextSendTime } from './send-time';

// The reminders' queue is their log table (reminder_messages) on the API's own database, so it runs
// the same on PostgreSQL and on the embedded PGlite:
// - a reason is queued once per learner: the unique (user, reason key) index and ON CONFLICT DO
//   NOTHING, whichever process found it first;
// - a message is claimed by one process: SELECT ... FOR UPDATE SKIP LOCKED, locking the learner's
//   preferences row with it, so no two processes ever send one learner two messages at once; the
//   claim moves the cap (last_sent_at) in the same transaction;
// - a failed send is tried again later (1, 4, 16, 64 minutes) and given up after MAX_ATTEMPTS; a
//   claim left by a process that died is taken again after its lease.

export const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const retryDelayMs = (attempts: number) => MINUTE_MS * 4 ** Math.max(0, attempts - 1);

/** Queues what the scheduler found, each at the learner's next allowed time; answers how many were new. */
export async function enqueue(
  db: Database,
  allyId: number,
  kind: ReminderKind,
  found: DueReminder[],
  sendHour: number,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const reminder of found) {
    const [preferences] = await db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, reminder.userId));
    if (!preferences?.optedIn) continue;
    const dueAt = nextSendTime(now, {
      timeZone: preferences.timeZone,
      quiet: { start: preferences.quietStart, end: preferences.quietEnd },
      // A time-bound reminder does not wait for the kind's hour, only for the quiet hours to end.
      sendHour: reminder.expiresAt ? 0 : sendHour,
    });
    const inserted = await db
      .insert(reminderMessages)
      .values({
        userId: reminder.userId,
        allyId,
        kind,
        reasonKey: reminder.reasonKey,
        subject: reminder.subject,
        targetPath: reminder.targetPath,
        dueAt,
        expiresAt: reminder.expiresAt ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [reminderMessages.userId, reminderMessages.reasonKey] })
      .returning({ id: reminderMessages.id });
    queued += inserted.length;
  }
  return queued;
}

export type Claimed = typeof reminderMessages.$inferSelect & {
  preferences: typeof reminderPreferences.$inferSelect;
  /** The claim's time: the learner's cap as this claim set it. */
  claimedAt: Date;
};

/**
 * Takes the next message due as of `now` for this process, or undefined when none is. On the way
 * it settles the ones that may not go now: the learner opted out (cancelled), too late (cancelled),
 * the cap or the quiet hours (put off to the next allowed time).
 */
export async function claimNext(db: Database, now: Date): Promise<Claimed | undefined> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [candidate] = rowsOf<{ id: number; user_id: number }>(
        await tx.execute(sql`
          select m.id, m.user_id from reminder_messages m
          join reminder_preferences p on p.user_id = m.user_id
          where (m.status = 'queued' and m.due_at <= ${now.toISOString()}::timestamptz)
             or (m.status = 'sending' and m.locked_until < ${now.toISOString()}::timestamptz)
          order by m.due_at, m.id
          limit 1
          for update of m, p skip locked`),
      );
      if (!candidate) return 'none' as const;
      const [message] = await tx.select().from(reminderMessages).where(eq(reminderMessages.id, candidate.id));
      const [preferences] = await tx
        .select()
        .from(reminderPreferences)
        .where(eq(reminderPreferences.userId, candidate.user_id));
      if (!message || !preferences) return 'settled' as const;
      const settle = (values: Partial<typeof reminderMessages.$inferInsert>) =>
        tx.update(reminderMessages).set(values).where(eq(reminderMessages.id, message.id));
      if (!preferences.optedIn || (message.expiresAt && message.expiresAt <= now)) {
        await settle({
          status: 'cancelled',
          lockedUntil: null,
          lastError: preferences.optedIn ? 'too late' : 'opted out',
        });
        return 'settled' as const;
      }
      const window = {
        timeZone: preferences.timeZone,
        quiet: { start: preferences.quietStart, end: preferences.quietEnd },
        sendHour: 0,
      };
      const capEnds = preferences.lastSentAt
        ? new Date(preferences.lastSentAt.getTime() + capPeriodMs(preferences.frequency))
        : now;
      const allowedAt = nextSendTime(capEnds > now ? capEnds : now, window);
      if (allowedAt > now) {
        if (message.expiresAt && allowedAt >= message.expiresAt) {
          await settle({ status: 'cancelled', lockedUntil: null, lastError: 'no allowed time before it expires' });
        } else {
          await settle({ status: 'queued', dueAt: allowedAt, lockedUntil: null });
        }
        return 'settled' as const;
      }
      const attempts = message.attempts + 1;
      await settle({
        status: 'sending',
        attempts,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        capBefore: preferences.lastSentAt,
      });
      await tx
        .update(reminderPreferences)
        .set({ lastSentAt: now })
        .where(eq(reminderPreferences.userId, preferences.userId));
      return { ...message, attempts, capBefore: preferences.lastSentAt, preferences, claimedAt: now } satisfies Claimed;
    });
    if (outcome === 'none') return undefined;
    if (outcome !== 'settled') return outcome;
  }
}

export interface SentDetails {
  channel: 'whatsapp' | 'email';
  language: string;
  viaTemplate: boolean;
  providerId: string | null;
  text: string;
}

export async function markSent(db: Database, id: number, details: SentDetails, now: Date): Promise<void> {
  await db
    .update(reminderMessages)
    .set({ ...details, status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(reminderMessages.id, id));
}

/** A send that failed: tried again later, or given up; the learner's cap goes back to before the claim. */
export async function markFailed(db: Database, claimed: Claimed, error: unknown, now: Date): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const giveUp = claimed.attempts >= MAX_ATTEMPTS;
  await db
    .update(reminderMessages)
    .set(
      giveUp
        ? { status: 'failed', failedAt: now, lockedUntil: null, lastError: reason }
        : {
            status: 'queued',
            dueAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
            lockedUntil: null,
            lastError: reason,
          },
    )
    .where(eq(reminderMessages.id, claimed.id));
  await db
    .update(reminderPreferences)
    .set({ lastSentAt: claimed.capBefore })
    .where(and(eq(reminderPreferences.userId, claimed.userId), eq(reminderPreferences.lastSentAt, claimed.claimedAt)));
}
