// The console's preview of a lesson as the WhatsApp chat reads it out (issue 42): the messages the
// chat would send, drafts included, in the language of the chat's own sentences around the ally's
// content (the learner's message language).
import { z } from 'zod';
import { chatMessage } from './chat-learning';
import { reminderLanguage } from './reminder-preferences';

export const chatPreviewQuery = z.object({ language: reminderLanguage.default('es') });
export type ChatPreviewLanguage = z.output<typeof chatPreviewQuery>['language'];

/**
 * The lesson's introduction, then every part's messages in order, a check's questions each as its
 * own message (the chat asks them one at a time): never which option is right nor its feedback.
 */
export const chatPreviewResponse = z.object({ messages: z.array(chatMessage) });
export type ChatPreview = z.infer<typeof chatPreviewResponse>;
