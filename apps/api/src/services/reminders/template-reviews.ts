import type { WhatsAppWebhookBody } from '@aula/contracts/reminders';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { reminderTemplates } from '../../db/schema/reminder-templates';
import { reviewOfMeta } from '../../lib/meta-template-status';
import type { TemplateReview } from '../../ports/messaging';

// What Meta decides of a submitted template reaches the table two ways: its webhook
// (`message_template_status_update`) and, for a template still in review, asking the port again
// when the console's messages screen opens and on the reminders' schedule, so a decision shows
// even where the webhook is not subscribed.

/** A template in review is asked about again no sooner than this after Meta's last answer. */
const ASK_AGAIN_AFTER_MS = 60_000;
/** At most this many a run: the rest wait for the next. */
const ASKED_PER_RUN = 50;

type Change = WhatsAppWebhookBody['entry'][number]['changes'][number];

async function recordReview(db: Database, id: number, review: TemplateReview, now: Date) {
  await db
    .update(reminderTemplates)
    .set({
      status: review.status,
      reason: review.reason,
      checkedAt: now,
      ...(review.providerId ? { metaId: review.providerId } : {}),
    })
    .where(eq(reminderTemplates.id, id));
}

/** Asks the port about the templates in review (of one ally, or all); returns how many changed status. */
export async function recheckPendingTemplates(app: FastifyInstance, now: Date, allyId?: number): Promise<number> {
  const pending = await app.db
    .select({ id: reminderTemplates.id, name: reminderTemplates.name, language: reminderTemplates.language })
    .from(reminderTemplates)
    .where(
      and(
        eq(reminderTemplates.status, 'pending'),
        allyId === undefined ? undefined : eq(reminderTemplates.allyId, allyId),
        or(
          isNull(reminderTemplates.checkedAt),
          lt(reminderTemplates.checkedAt, new Date(now.getTime() - ASK_AGAIN_AFTER_MS)),
        ),
      ),
    )
    .orderBy(reminderTemplates.checkedAt)
    .limit(ASKED_PER_RUN);
  let changed = 0;
  for (const template of pending) {
    try {
      const review = await app.ports.whatsapp.templateStatus(template);
      if (review && review.status !== 'pending') changed += 1;
      if (review) await recordReview(app.db, template.id, review, now);
      else await app.db.update(reminderTemplates).set({ checkedAt: now }).where(eq(reminderTemplates.id, template.id));
    } catch (error) {
      // Meta unreachable: the stored status stands until the next time.
      app.log.warn({ err: error, template: template.name }, 'could not read a WhatsApp template’s status');
    }
  }
  return changed;
}

/** Applies a `message_template_status_update` change; returns how many templates it named (0 or 1). */
export async function applyTemplateStatusUpdate(db: Database, change: Change, now: Date): Promise<number> {
  const { event, reason, message_template_id: metaId } = change.value;
  const { message_template_name: name, message_template_language: language } = change.value;
  const review = reviewOfMeta(event, reason, metaId);
  // By Meta's id, or by name and language (the id is unknown for a template seeded or registered by hand).
  const named = [
    metaId === undefined ? undefined : eq(reminderTemplates.metaId, String(metaId)),
    name && language ? and(eq(reminderTemplates.name, name), eq(reminderTemplates.language, language)) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!review || named.length === 0) return 0;
  const [template] = await db
    .select({ id: reminderTemplates.id })
    .from(reminderTemplates)
    .where(or(...named))
    .limit(1);
  if (!template) return 0;
  await recordReview(db, template.id, review, now);
  return 1;
}
