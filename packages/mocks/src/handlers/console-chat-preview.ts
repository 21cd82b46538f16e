import { consoleChatPreviewEndpoints as preview } from '@aula/contracts/endpoints/console-chat-preview';
import { MOCK_CHAT_LESSON_ID, mockLessonChat, mockLessonIntro } from '../fixtures/console-chat-preview';
import { mockState } from '../state';
import { handle } from './declared';
import { notFound } from './responses';

// The lesson editor's WhatsApp preview in the mocks: a lesson of the acting ally opens with its
// introduction (another ally's is 404, as in the API); lesson 1001 goes on with its parts' messages
// (fixtures/console-chat-preview.ts), any other lesson ends there.

/** The lesson, if its module is the ally's. */
function ownLesson(allyId: number, lessonId: number) {
  const { lessons, modules } = mockState().curriculum;
  const lesson = lessons.find((item) => item.id === lessonId);
  const owned = lesson && modules.some((module) => module.id === lesson.module_id && module.allyId === allyId);
  return owned ? lesson : undefined;
}

export const consoleChatPreviewHandlers = [
  handle(preview.chatPreview, ({ request, params, query, consoleAlly }) => {
    const lesson = ownLesson(consoleAlly.id, params.id);
    if (!lesson) return notFound('Lesson not found');
    // The API's addresses are the site's own: here, wherever the mock API answers.
    const absolute = (path: string) => new URL(path, request.url).toString();
    const parts = lesson.id === MOCK_CHAT_LESSON_ID ? mockLessonChat(query.language, absolute) : [];
    return { messages: [mockLessonIntro(lesson), ...parts] };
  }),
];
