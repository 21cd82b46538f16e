import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies } from '../../db/schema/allies';
import { chatConversations } from '../../db/schema/chat-learning';
import { countries } from '../../db/schema/countries';
import { reminderPreferences } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import type { RateLimiter } from '../../ports/rate-limiter';
import { cancelQueued, queueChat, recordInbound } from './chat-queue';
import type { ChatContext, LearnerReply } from './conversation';
import { answerLearner } from './conversation';

// A learner's WhatsApp message, after the webhook has taken it once (duplicates dropped) and
// opened their 24-hour window: recorded in the conversation, answered if they agreed to WhatsApp
// messages, and the answer queued to be sent in order.

export type ChatInboundOutcome = 'answered' | 'no_consent' | 'over_cap';

/**
 * Answers a learner gets in an hour: far above a lesson's pace (a part is a few messages a minute),
 * so only a loop or a script writing from their number meets it; beyond it they are not answered.
 */
export const CHAT_ANSWERS_PER_HOUR = 120;

/** The learner behind a number, with what the chat needs of them. */
export async function chatLearnerOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      allyId: users.allyId,
      allyCode: allies.code,
      countryCode: countries.code,
      optedIn: reminderPreferences.optedIn,
      language: reminderPreferences.language,
    })
    .from(users)
    .innerJoin(allies, eq(allies.id, users.allyId))
    .innerJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** "BAJA" in the middle of a lesson: nothing more is sent and the chat forgets where it was. */
export async function stopChat(db: Database, userId: number): Promise<void> {
  await cancelQueued(db, userId, 'the learner opted out');
  await db.delete(chatConversations).where(eq(chatConversations.userId, userId));
}

export async function chatInbound(
  context: ChatContext & { limiter: RateLimiter },
  userId: number,
  reply: LearnerReply,
): Promise<ChatInboundOutcome> {
  const learner = await chatLearnerOf(context.db, userId);
  if (!learner) return 'no_consent';
  await recordInbound(context.db, learner, reply.text, context.now);
  // Without consent nothing is sent, not even an answer: the learner agreed to no WhatsApp message.
  if (learner.optedIn !== true) return 'no_consent';
  const rule = { name: 'chat-answers', limit: CHAT_ANSWERS_PER_HOUR, windowSeconds: 3600 };
  if (!(await context.limiter.hit(rule, String(learner.userId))).allowed) return 'over_cap';
  const answer = await answerLearner(
    context,
    {
      ...learner,
      name: learner.name.split(/\s+/)[0] ?? learner.name,
      language: learner.language === 'en' ? 'en' : 'es',
    },
    reply,
  );
  await queueChat(context.db, learner, answer, context.now);
  return 'answered';
}
