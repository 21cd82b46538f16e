import type { ChatMessage } from '@aula/contracts/chat-learning';
import type { ConsoleCheck, LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { FastifyInstance } from 'fastify';
import { loadLessonParts } from '../../repositories/lesson-content';
import { requireLesson } from '../console-curriculum/lessons';
import type { ChatLanguage } from './chat-words';
import { lessonIntroMessage } from './part-messages';
import { chatPartReader } from './part-reader';

// A lesson as the chat would read it out, for the console's editors before learners take it there:
// the same messages the conversation sends (its introduction, each part, a check's questions), but
// every part at once, drafts included, and a check's questions in the order the editor wrote them.

/** A check's questions as a learner is asked them: which option is right and its feedback left out. */
const askedQuestions = (check: ConsoleCheck | null): LearnerCheck['questions'] =>
  (check?.questions ?? []).map((question) => ({
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  }));

/** The ally's lesson (another ally's is 404) as the chat's messages, in order. */
export async function lessonChatPreview(
  app: FastifyInstance,
  allyId: number,
  lessonId: number,
  language: ChatLanguage,
): Promise<ChatMessage[]> {
  const lesson = await requireLesson(app.db, allyId, lessonId);
  const parts = await loadLessonParts(app.db, lessonId);
  const reader = chatPartReader(app);
  const messages: ChatMessage[] = [lessonIntroMessage(lesson)];
  for (const part of parts) {
    messages.push(...(await reader.partMessages(part, language)));
    const questions = part.kind === 'check' ? askedQuestions(part.checkDefinition) : [];
    const total = questions.length;
    messages.push(
      ...questions.map((question, index) => reader.questionMessage(part.id, question, { index, total }, language)),
    );
  }
  return messages;
}
