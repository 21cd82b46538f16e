import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptOutReply, type WhatsAppWebhookBody } from '@aula/contracts/reminders';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies } from '../../db/schema/allies';
import { reminderMessages, reminderPreferences, whatsappInboundMessages } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import { applyChatStatus } from '../chat-learning/chat-queue';
import { applyCodeMessageStatus } from '../code-sends/status';
import { optOut } from './preferences';
import { applyTemplateStatusUpdate } from './template-reviews';

// What Meta's webhook tells: a learner wrote (the 24-hour window opens; "BAJA" or "STOP" opts them
// out), what became of a sent message (delivered, read, failed) and Meta's review of a template.

/** Whether `X-Hub-Signature-256` is the app secret's HMAC of the raw body. */
export function validSignature(appSecret: string, rawBody: string, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given.toLowerCase()));
}

const STATUS_COLUMN = { delivered: 'deliveredAt', read: 'readAt', failed: 'failedAt' } as const;
/** A later status never goes back to an earlier one (a late "delivered" after "read"). */
const LATER: Record<string, string[]> = {
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered'],
  failed: ['queued', 'sending', 'sent'],
};

export interface WebhookOutcome {
  inbound: number;
  optedOut: number;
  statuses: number;
  /** Templates whose review Meta reported (issue 40). */
  templates: number;
}

/** The chat's part in a learner's message (services/chat-learning): answered, or stopped by "BAJA". */
export interface ChatReplies {
  replied(userId: number, reply: { text: string; id?: string }): Promise<void>;
  stopped(userId: number): Promise<void>;
  /**
   * A number no active account has wrote `reply` (to an ally's own number, if it wrote to one: `to`):
   * it is told how to register, or registers in the chat where that ally allows it.
   */
  stranger(phone: string, to: AllyNumber | undefined, reply: { text: string; id?: string }): Promise<void>;
  /** Settles once the answers queued so far have been sent (or failed and been put off). */
  idle(): Promise<void>;
}

/** An ally's own WhatsApp number: the ally and Meta's id of the number. */
export interface AllyNumber {
  allyId: number;
  phoneNumberId: string;
}

/** The ally whose own number Meta's id names; undefined for the platform's number (or none named). */
async function allyOfNumber(db: Database, phoneNumberId: string | undefined): Promise<AllyNumber | undefined> {
  if (!phoneNumberId) return undefined;
  const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.whatsappPhoneNumberId, phoneNumberId));
  return ally ? { allyId: ally.id, phoneNumberId } : undefined;
}

/** Meta retries a delivery for up to 7 days; an id is remembered well beyond that. */
const REMEMBERED_DAYS = 30;

/** Whether this inbound message id is new: recorded now if so (one of two deliveries at once wins). */
async function firstDelivery(db: Database, messageId: string, now: Date): Promise<boolean> {
  const recorded = await db
    .insert(whatsappInboundMessages)
    .values({ messageId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ messageId: whatsappInboundMessages.messageId });
  return recorded.length > 0;
}

/**
 * Applies a notification once per inbound message id: a body delivered again (Meta's retry, or a
 * replay of a signed body) changes nothing, and is answered as the first was. Statuses need no
 * record: a status never moves a message back (LATER), so applying one twice changes nothing.
 */
export async function handleWebhook(
  db: Database,
  body: WhatsAppWebhookBody,
  now: Date,
  chat?: ChatReplies,
): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { inbound: 0, optedOut: 0, statuses: 0, templates: 0 };
  await db
    .delete(whatsappInboundMessages)
    .where(lt(whatsappInboundMessages.receivedAt, new Date(now.getTime() - REMEMBERED_DAYS * 86_400_000)));
  for (const change of body.entry.flatMap((entry) => entry.changes)) {
    if (change.field === 'message_template_status_update') {
      outcome.templates += await applyTemplateStatusUpdate(db, change, now);
      continue;
    }
    const allyNumber = await allyOfNumber(db, change.value.metadata?.phone_number_id);
    for (const message of change.value.messages ?? []) {
      if (!(await firstDelivery(db, message.id, now))) continue;
      const phone = `+${message.from.replace(/^\+/, '')}`;
      // Written to an ally's own number, only that ally's learners are found: its lessons are theirs.
      const [learner] = await db
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(eq(users.phoneNumber, phone), allyNumber && eq(users.allyId, allyNumber.allyId)));
      const tapped = message.interactive?.button_reply ?? message.interactive?.list_reply;
      const text = message.text?.body ?? message.button?.text ?? tapped?.title ?? '';
      // A pending account (its code not given yet) is no learner: it registers, in the chat or on the
      // site. Its "BAJA" still withdraws the consent its registration recorded.
      if (learner?.status !== 'active') {
        if (learner && isOptOutReply(text) && (await optOut(db, learner.id, 'whatsapp_reply', now))) {
          outcome.optedOut += 1;
        }
        await chat?.stranger(phone, allyNumber, { text, ...(tapped ? { id: tapped.id } : {}) });
        continue;
      }
      outcome.inbound += 1;
      await db
        .update(reminderPreferences)
        .set({ lastInboundAt: now })
        .where(eq(reminderPreferences.userId, learner.id));
      if (isOptOutReply(text)) {
        if (await optOut(db, learner.id, 'whatsapp_reply', now)) outcome.optedOut += 1;
        await chat?.stopped(learner.id);
        continue;
      }
      await chat?.replied(learner.id, { text, ...(tapped ? { id: tapped.id } : {}) });
    }
    for (const status of change.value.statuses ?? []) {
      if (status.status === 'sent') continue;
      const at = new Date(Number(status.timestamp) * 1000 || now.getTime());
      const column = STATUS_COLUMN[status.status];
      const updated = await db
        .update(reminderMessages)
        .set({ [column]: at, status: status.status })
        .where(
          and(
            eq(reminderMessages.providerId, status.id),
            inArray(reminderMessages.status, LATER[status.status] as ('queued' | 'sending' | 'sent' | 'delivered')[]),
          ),
        )
        .returning({ id: reminderMessages.id });
      // A "read" that comes first also says it was delivered.
      if (status.status === 'read') {
        await db
          .update(reminderMessages)
          .set({ deliveredAt: at })
          .where(and(eq(reminderMessages.providerId, status.id), isNull(reminderMessages.deliveredAt)));
      }
      outcome.statuses +=
        updated.length +
        (await applyCodeMessageStatus(db, { id: status.id, status: status.status }, at)) +
        (await applyChatStatus(db, { id: status.id, status: status.status }, at));
    }
  }
  return outcome;
}

/** A return link of a message was opened: clicked the first time; `returned` when it signed the learner in. */
export async function recordLinkOpened(db: Database, messageId: number, signedIn: boolean, at: Date): Promise<void> {
  await db
    .update(reminderMessages)
    .set({
      clickedAt: sql`coalesce(${reminderMessages.clickedAt}, ${at.toISOString()}::timestamptz)`,
      ...(signedIn
        ? { returnedAt: sql`coalesce(${reminderMessages.returnedAt}, ${at.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(reminderMessages.id, messageId));
}
