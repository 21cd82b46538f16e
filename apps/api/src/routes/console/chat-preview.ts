import { consoleChatPreviewEndpoints as preview } from '@aula/contracts/endpoints/console-chat-preview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { lessonChatPreview } from '../../services/chat-learning/lesson-preview';

/** The lesson editor's WhatsApp preview: a lesson of the acting ally as the chat would send it. */
const consoleChatPreview: FastifyPluginAsyncZod = async (app) => {
  route(app, preview.chatPreview, async (request) => ({
    messages: await lessonChatPreview(app, consoleAllyOf(request).id, request.params.id, request.query.language),
  }));
};

export default consoleChatPreview;
