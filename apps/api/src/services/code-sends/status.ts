import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webinarCodeMessages } from '../../db/schema';

// What WhatsApp's webhook says became of a code's message (the reminders' webhook passes it on):
// delivered (a "read" says so too) or failed. A status never moves a message back, so a late
// "delivered" after a failure changes nothing and applying one twice changes nothing.

const BEFORE_DELIVERED = ['queued', 'sending', 'sent'] as ('queued' | 'sending' | 'sent')[];

/** Applies one provider status to the code message it names; answers how many rows changed (0 or 1). */
export async function applyCodeMessageStatus(
  db: Database,
  status: { id: string; status: 'delivered' | 'read' | 'failed' },
  at: Date,
): Promise<number> {
  const values =
    status.status === 'failed'
      ? { status: 'failed' as const, failedAt: at, lastError: 'the provider could not deliver it' }
      : { status: 'delivered' as const, deliveredAt: at };
  const updated = await db
    .update(webinarCodeMessages)
    .set(values)
    .where(and(eq(webinarCodeMessages.providerId, status.id), inArray(webinarCodeMessages.status, BEFORE_DELIVERED)))
    .returning({ id: webinarCodeMessages.id });
  return updated.length;
}
