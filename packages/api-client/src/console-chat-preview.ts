import type { ChatPreviewLanguage } from '@aula/contracts/console-chat-preview';
import type { consoleChatPreviewEndpoints } from '@aula/contracts/endpoints/console-chat-preview';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleChatPreviewEndpoints>()({
  chatPreview: { method: 'GET', path: '/api/console/lessons/{id}/chat-preview/' },
});

/** A lesson of the acting ally as the WhatsApp chat would send it, for its editor. */
export const consoleChatPreviewApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLessonChatPreview: builder.query<
      AnswerOf<typeof routes.chatPreview>,
      { lessonId: number; language: ChatPreviewLanguage }
    >({
      query: ({ lessonId, language }) => requestOf(routes.chatPreview, { path: { id: lessonId }, query: { language } }),
      // The lesson's tag: a save of the lesson or of one of its parts reads the conversation again.
      providesTags: (_result, _error, { lessonId }) => [{ type: 'ConsoleLesson', id: lessonId }],
    }),
  }),
});

export const { useGetLessonChatPreviewQuery } = consoleChatPreviewApi;
