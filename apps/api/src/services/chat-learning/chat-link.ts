import { chatStartText, whatsappChatLink } from '@aula/contracts/chat-links';
import type { LessonModuleDetail } from '@aula/contracts/modules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { allies } from '../../db/schema/allies';
import { reminderPreferences } from '../../db/schema/reminders';
import type { AuthUser } from '../../repositories/users';

// The site's "Aprender por WhatsApp" on a module: a link that opens the ally's chat with a message
// naming the module, so sending it starts the module there. Without the Cloud API (development and
// tests) the link opens the development chat of the learner's number (routes/dev/whatsapp-chat.ts),
// which answers through the same handler, so the journey works offline end to end.

/** Whether the Cloud API is configured: without it, answers go to the local outbox. */
const usesLocalChat = (app: FastifyInstance) =>
  app.config.whatsapp === undefined && app.config.nodeEnv !== 'production';

export async function moduleChatOf(
  app: FastifyInstance,
  learner: AuthUser,
  module: { id: number; title: string },
): Promise<LessonModuleDetail['chat']> {
  const { modules } = await app.contentCache.content({ allyId: learner.allyId, countryCode: learner.countryCode });
  if (!modules.find((row) => row.id === module.id)?.chatLearning) return null;
  const [ally] = await app.db
    .select({ number: allies.whatsappNumber, code: allies.code, phoneNumberId: allies.whatsappPhoneNumberId })
    .from(allies)
    .where(eq(allies.id, learner.allyId));
  const local = usesLocalChat(app);
  if (!ally?.number && !local) return null;
  const [preferences] = await app.db
    .select({ optedIn: reminderPreferences.optedIn, language: reminderPreferences.language })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, learner.id));
  if (preferences?.optedIn !== true || !learner.phoneNumber) return { link: null };
  // In the language the chat will answer in (the learner's WhatsApp language).
  const text = chatStartText(module, preferences.language === 'en' ? 'en' : 'es');
  if (ally?.number && !local) return { link: whatsappChatLink(ally.number, text) };
  // Written to the ally's own number when it has one, as wa.me would.
  const to = ally?.phoneNumberId ? `&to=${ally.code}` : '';
  return { link: `/dev/whatsapp/${learner.phoneNumber.slice(1)}?text=${encodeURIComponent(text)}${to}` };
}
