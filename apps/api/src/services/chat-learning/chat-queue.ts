import type { ChatMessage } from '@aula/contracts/chat-learning';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatMessages } from '../../db/schema/chat-learning';
import type { WhatsApp } from '../../ports/messaging';

// The chat's outgoing messages are queued in their log table (chat_messages), as the reminders'
// are (decision 0010): a process claims a learner's due messages with SKIP LOCKED and sends them in
// order; a failed send is tried again later (backoff) and given up after MAX_ATTEMPTS. What may be
// sent is decided when it is sent, not when it was queued: consent withdrawn ("BAJA") or a window
// closed in between cancels it.

export const MAX_ATTEMPTS = 4;
/** The 24 hours after the learner's last message, when WhatsApp allows free-form messages. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claim left by a process that died is taken again after this. */
const LEASE_MS = 2 * 60 * 1000;
const retryDelayMs = (attempts: number) => 15_000 * 4 ** Math.max(0, attempts - 1);

/** Whether free-form messages may reach a learner whose last message came at `lastInboundAt`. */
export const windowOpen = (lastInboundAt: Date | null | undefined, now: Date) =>
  lastInboundAt != null && now.getTime() - lastInboundAt.getTime() < WINDOW_MS;

/** Records what the learner wrote or tapped, as part of the conversation. */
export async function recordInbound(
  db: Database,
  learner: { userId: number; allyId: number },
  text: string,
  now: Date,
): Promise<void> {
  await db.insert(chatMessages).values({
    userId: learner.userId,
    allyId: learner.allyId,
    direction: 'in',
    payload: { kind: 'text', body: text.slice(0, 4096) || '…' },
    status: 'received',
    dueAt: now,
    createdAt: now,
  });
}

/** Queues messages for a learner, to be sent in this order. */
export async function queueChat(
  db: Database,
  learner: { userId: number; allyId: number },
  messages: ChatMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(chatMessages).values(
    messages.map((payload) => ({
      userId: learner.userId,
      allyId: learner.allyId,
      direction: 'out' as const,
      payload,
      status: 'queued' as const,
      dueAt: now,
      createdAt: now,
    })),
  );
}

/** Cancels what is still queued for a learner (they opted out, or chose something else). */
export async function cancelQueued(db: Database, userId: number, reason: string): Promise<number> {
  const cancelled = await db
    .update(chatMessages)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.status, 'queued')))
    .returning({ id: chatMessages.id });
  return cancelled.length;
}

export interface SendOutcome {
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
  /** Put off a second: their number had sent as many as the Cloud API takes in one. */
  throttled: number;
}

/** The key of the platform's own number, for a learner whose ally has none of its own. */
const PLATFORM_NUMBER = 'platform';
/** When a number at its rate may send again. */
const THROTTLE_MS = 1000;

export interface SendOptions {
  learners?: number;
  clock?: () => Date;
  /** Whether the number (Meta's id, or 'platform') may send one more message now; unset: no limit. */
  mayUse?: (sender: string) => Promise<boolean>;
}

interface Claimed {
  id: number;
  userId: number;
  payload: ChatMessage;
  attempts: number;
  phone: string | null;
  optedIn: boolean | null;
  lastInboundAt: Date | null;
  /** The ally's own number (Meta's id) the learner writes to; null: the platform's. */
  sender: string | null;
}

type ClaimedRow = {
  id: number;
  user_id: number;
  payload: ChatMessage | string;
  attempts: number;
  phone_number: string | null;
  opted_in: boolean | null;
  last_inbound_at: Date | string | null;
  whatsapp_phone_number_id: string | null;
};

/** Claims the due messages of up to `learners` learners, those waiting longest first; a learner's are claimed together. */
async function claim(db: Database, now: Date, learners: number): Promise<Claimed[]> {
  const leaseOver = new Date(now.getTime() - LEASE_MS);
  const rows = await db.execute(sql`
    with due as (
      select m.id from chat_messages m
      where m.direction = 'out'
        and ((m.status = 'queued' and m.due_at <= ${now.toISOString()}::timestamptz)
          or (m.status = 'sending' and m.claimed_at <= ${leaseOver.toISOString()}::timestamptz))
        and m.user_id in (
          select q.user_id from chat_messages q
          where q.direction = 'out' and q.status = 'queued' and q.due_at <= ${now.toISOString()}::timestamptz
          group by q.user_id
          order by min(q.id)
          limit ${learners}
        )
        -- An earlier message put off (a retry) holds back the later ones: the order holds.
        and not exists (
          select 1 from chat_messages e
          where e.user_id = m.user_id and e.direction = 'out' and e.status = 'queued' and e.id < m.id
            and e.due_at > ${now.toISOString()}::timestamptz
        )
      order by m.id
      for update skip locked
    )
    update chat_messages c set status = 'sending', claimed_at = ${now.toISOString()}::timestamptz
    from due, users u
    join allies a on a.id = u.ally_id
    left join reminder_preferences p on p.user_id = u.id
    where c.id = due.id and u.id = c.user_id
    returning c.id, c.user_id, c.payload, c.attempts, u.phone_number, p.opted_in, p.last_inbound_at,
      a.whatsapp_phone_number_id`);
  return rowsOf<ClaimedRow>(rows)
    .map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ChatMessage,
      attempts: Number(row.attempts),
      phone: row.phone_number,
      optedIn: row.opted_in,
      lastInboundAt: row.last_inbound_at === null ? null : new Date(row.last_inbound_at),
      sender: row.whatsapp_phone_number_id,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Sends what is due, each learner's messages in order: a learner's later messages wait while an
 * earlier one is retried, so a reading never arrives out of order.
 */
export async function sendDueChat(
  db: Database,
  whatsapp: WhatsApp,
  now: Date,
  { learners = 50, clock = () => new Date(), mayUse }: SendOptions = {},
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0, cancelled: 0, throttled: 0 };
  const claimed = await claim(db, now, learners);
  /** Learners whose earlier message is put off: their later ones wait until then, so the order holds. */
  const blocked = new Map<number, Date>();
  for (const message of claimed) {
    const until = blocked.get(message.userId);
    if (until) {
      await db.update(chatMessages).set({ status: 'queued', dueAt: until }).where(eq(chatMessages.id, message.id));
      continue;
    }
    const refusal = !message.phone
      ? 'no phone number'
      : message.optedIn !== true
        ? 'no consent to WhatsApp messages'
        : !windowOpen(message.lastInboundAt, now)
          ? 'outside the 24-hour window'
          : undefined;
    if (refusal) {
      await db
        .update(chatMessages)
        .set({ status: 'cancelled', lastError: refusal })
        .where(eq(chatMessages.id, message.id));
      outcome.cancelled += 1;
      continue;
    }
    if (mayUse && !(await mayUse(message.sender ?? PLATFORM_NUMBER))) {
      // The learner's later messages wait behind it, as behind a retry: the order holds.
      const later = new Date(now.getTime() + THROTTLE_MS);
      await db.update(chatMessages).set({ status: 'queued', dueAt: later }).where(eq(chatMessages.id, message.id));
      blocked.set(message.userId, later);
      outcome.throttled += 1;
      continue;
    }
    try {
      const sent = await whatsapp.sendMessage({
        to: message.phone as string,
        message: message.payload,
        ...(message.sender ? { from: message.sender } : {}),
      });
      await db
        .update(chatMessages)
        .set({ status: 'sent', sentAt: clock(), providerId: sent.id ?? null, attempts: message.attempts + 1 })
        .where(eq(chatMessages.id, message.id));
      outcome.sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const given = attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db
        .update(chatMessages)
        .set({
          status: given ? 'failed' : 'queued',
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          dueAt: retryAt,
          ...(given ? { failedAt: now } : {}),
        })
        .where(eq(chatMessages.id, message.id));
      if (given) outcome.failed += 1;
      else outcome.retried += 1;
      // Given up, the rest of the conversation still goes (the learner can ask again with "Repetir").
      if (!given) blocked.set(message.userId, retryAt);
    }
  }
  return outcome;
}

const STATUS_COLUMN = { delivered: 'deliveredAt', read: 'readAt', failed: 'failedAt' } as const;
const EARLIER: Record<keyof typeof STATUS_COLUMN, ('sent' | 'delivered')[]> = {
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

/** A provider's status of a chat message; a status never moves one back. Answers how many moved. */
export async function applyChatStatus(
  db: Database,
  status: { id: string; status: keyof typeof STATUS_COLUMN },
  at: Date,
): Promise<number> {
  const moved = await db
    .update(chatMessages)
    .set({ status: status.status, [STATUS_COLUMN[status.status]]: at })
    .where(and(eq(chatMessages.providerId, status.id), inArray(chatMessages.status, EARLIER[status.status])))
    .returning({ id: chatMessages.id });
  return moved.length;
}

/** The conversation of a learner, oldest first (the development chat view, tests). */
export function chatHistoryOf(db: Database, userId: number, limit = 200) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}
