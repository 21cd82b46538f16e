import type { CallExamples } from './types';

/** The lesson editor's WhatsApp preview (issue 42). */
export const consoleChatPreviewExamples: CallExamples = {
  'GET /api/console/lessons/{id}/chat-preview/': {
    endpoint: 'getLessonChatPreview',
    args: { lessonId: 1001, language: 'en' },
    url: '/api/console/lessons/1001/chat-preview/?language=en',
  },
};
