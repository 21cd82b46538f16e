import { type ChatMessage, chatCommand } from '@aula/contracts/chat-learning';
import { chatStartModule } from '@aula/contracts/chat-links';
import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatConversations } from '../../db/schema/chat-learning';
import type { LearnerScope } from '../../repositories/learner-lessons';
import type { LessonContent, PartContent } from '../../repositories/lesson-content';
import type { ContentCache } from '../content-cache';
import { submitAttempt } from '../knowledge-checks/attempts';
import { learnerCheck } from '../knowledge-checks/learner-check';
import { openPart } from '../lesson-parts';
import { reportPartProgress } from '../part-progress';
import { CHAT_WORDS, type ChatLanguage } from './chat-words';
import { lessonIntroMessage } from './part-messages';

// A lesson taken in the chat: the learner chooses a module, then each part arrives as messages and
// "Siguiente" asks the server, as the site's player does, whether the part is done (the same
// judgement by the clock: services/part-progress.ts); a check is asked one question at a time and
// graded by the same code as on the site. Progress is the learner's one progress: where the chat
// resumes is the first part not done, whether it was done on the site or here.

export interface ChatLearner extends LearnerScope {
  allyCode: string;
  name: string;
  language: ChatLanguage;
}

/** What the conversation needs besides the learner: the store, the clock and how a part reads as messages. */
export interface ChatContext {
  db: Database;
  cache: ContentCache;
  now: Date;
  /** A part as messages (services/chat-learning/part-messages.ts), check parts without their questions. */
  partMessages: (part: PartContent, language: ChatLanguage) => Promise<ChatMessage[]>;
  /** One question of a check as a message the learner answers by tapping or by number. */
  questionMessage: (
    partId: number,
    question: LearnerCheck['questions'][number],
    position: { index: number; total: number },
    language: ChatLanguage,
  ) => ChatMessage;
  /** A module just completed: its certificate as a document message, when it certifies (issued now). */
  certificate: (learner: ChatLearner, moduleId: number, moduleTitle: string) => Promise<ChatMessage | undefined>;
  /** The option ids a reply names for a question: a tapped id or the option numbers typed; undefined if none. */
  answerOf: (
    reply: { text: string; id?: string },
    partId: number,
    question: LearnerCheck['questions'][number],
  ) => number[] | undefined;
}

export interface LearnerReply {
  text: string;
  /** The id of a tapped button or list row. */
  id?: string;
}

const MODULE_REPLY = /^module:(\d{1,9})$/;
const text = (body: string): ChatMessage => ({ kind: 'text', body });

type Conversation = typeof chatConversations.$inferSelect;

async function conversationOf(db: Database, userId: number): Promise<Conversation | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId));
  return row;
}

async function saveConversation(
  db: Database,
  userId: number,
  state: { partId: number | null; checkAnswers?: { question_id: number; option_ids: number[] }[] },
  now: Date,
) {
  const values = { partId: state.partId, checkAnswers: state.checkAnswers ?? [], updatedAt: now };
  await db
    .insert(chatConversations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatConversations.userId, set: values });
}

/** The buttons under a part: go on, see it again, or choose another module. */
function partButtons(language: ChatLanguage, body: string): ChatMessage {
  const words = CHAT_WORDS[language];
  return {
    kind: 'buttons',
    body,
    buttons: [
      { id: 'next', title: words.next },
      { id: 'repeat', title: words.repeat },
      { id: 'menu', title: words.menu },
    ],
  };
}

/** Cut to a length, with an ellipsis when cut. */
const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);

/** The modules the learner sees that the ally offers in the chat (lesson_modules.chat_learning). */
async function chatModules(context: ChatContext, learner: ChatLearner) {
  const { modules } = await context.cache.content(learner);
  return modules.filter((module) => module.chatLearning);
}

/** The modules the learner may take, as a list to tap (the first ten). */
async function menu(context: ChatContext, learner: ChatLearner): Promise<ChatMessage[]> {
  const words = CHAT_WORDS[learner.language];
  const { lessons } = await context.cache.content(learner);
  const modules = await chatModules(context, learner);
  const published = new Set(
    lessons
      .filter((lesson) => lesson.publishedAt && lesson.publishedAt.getTime() <= context.now.getTime())
      .map((lesson) => lesson.moduleId),
  );
  const offered = modules.filter((module) => published.has(module.id)).slice(0, 10);
  if (offered.length === 0) return [text(words.noModules)];
  return [
    {
      kind: 'list',
      body: words.chooseModule,
      button: words.modulesButton,
      rows: offered.map((module) => ({
        id: `module:${module.id}`,
        title: cut(module.title, 24),
        ...(module.title.length > 24 ? { description: cut(module.title, 72) } : {}),
      })),
    },
  ];
}

/**
 * Where the learner left off, on the site or here: the first lesson begun and not finished (in
 * the order the site lists them), offered as a button that resumes its module at the part not done.
 */
async function resumeOffer(context: ChatContext, learner: ChatLearner): Promise<ChatMessage[]> {
  const words = CHAT_WORDS[learner.language];
  const [{ lessons }, state, modules] = await Promise.all([
    context.cache.content(learner),
    context.cache.lessonState(learner.userId),
    chatModules(context, learner),
  ]);
  const offered = new Set(modules.map((module) => module.id));
  const begun = lessons.find((lesson) => {
    if (!offered.has(lesson.moduleId)) return false;
    if (!lesson.publishedAt || lesson.publishedAt.getTime() > context.now.getTime()) return false;
    const done = lesson.partIds.filter((id) => state.completed.has(id)).length;
    const opened = lesson.partIds.some((id) => state.opened.has(id) || state.completed.has(id));
    return opened && done < lesson.partIds.length;
  });
  if (!begun) return [];
  return [
    {
      kind: 'buttons',
      body: words.resume(begun.title),
      buttons: [
        { id: `module:${begun.moduleId}`, title: words.resumeButton },
        { id: 'menu', title: words.menu },
      ],
    },
  ];
}

/** The module's published lessons in order, each with its parts in the order they are taken. */
async function moduleLessons(context: ChatContext, learner: ChatLearner, moduleId: number): Promise<LessonContent[]> {
  const { lessons } = await context.cache.content(learner);
  const ids = lessons
    .filter(
      (lesson) =>
        lesson.moduleId === moduleId && lesson.publishedAt && lesson.publishedAt.getTime() <= context.now.getTime(),
    )
    .map((lesson) => lesson.id);
  const loaded = await Promise.all(ids.map((id) => context.cache.lesson(id)));
  return loaded.filter((lesson): lesson is LessonContent => lesson !== undefined);
}

/** The first part of the module not done yet (done on the site or here), with its lesson. */
async function nextPartOf(context: ChatContext, learner: ChatLearner, moduleId: number) {
  const state = await context.cache.lessonState(learner.userId);
  for (const lesson of await moduleLessons(context, learner, moduleId)) {
    const part = lesson.parts.find((item) => !state.completed.has(item.id));
    if (part) return { lesson, partId: part.id, firstOfLesson: !lesson.parts.some((p) => state.opened.has(p.id)) };
  }
  return undefined;
}

/** Sends a part: it is opened for the learner (their clock on it starts), then read out as messages. */
async function sendPart(
  context: ChatContext,
  learner: ChatLearner,
  partId: number,
  lessonIntro?: LessonContent,
): Promise<ChatMessage[]> {
  const words = CHAT_WORDS[learner.language];
  const detail = await openPart(context.db, context.cache, learner, partId, context.now);
  const part = await context.cache.part(partId);
  if (!part) return menu(context, learner);
  const messages: ChatMessage[] = [];
  if (lessonIntro) messages.push(lessonIntroMessage(lessonIntro));
  messages.push(...(await context.partMessages(part, learner.language)));
  await saveConversation(context.db, learner.userId, { partId, checkAnswers: [] }, context.now);
  if (part.kind === 'check' && detail.check) {
    const check = detail.check;
    if (check.questions[0]) {
      messages.push(
        context.questionMessage(
          part.id,
          check.questions[0],
          { index: 0, total: check.questions.length },
          learner.language,
        ),
      );
    }
    return messages;
  }
  messages.push(partButtons(learner.language, words.ready));
  return messages;
}

/** Starts (or resumes) a module at its first part not done. */
async function startModule(context: ChatContext, learner: ChatLearner, moduleId: number): Promise<ChatMessage[]> {
  const module = (await chatModules(context, learner)).find((item) => item.id === moduleId);
  // Another ally's module, one this learner's country does not see or one not offered in the chat:
  // the menu, as for any unknown reply.
  if (!module) return menu(context, learner);
  const next = await nextPartOf(context, learner, moduleId);
  if (!next) return [text(CHAT_WORDS[learner.language].alreadyDone(module.title)), ...(await menu(context, learner))];
  return sendPart(context, learner, next.partId, next.firstOfLesson ? next.lesson : undefined);
}

/** "Siguiente": the part done (as the server judges it) moves on; not yet, says how long. */
async function advance(
  context: ChatContext,
  learner: ChatLearner,
  { partId, updatedAt: since, checkAnswers }: Conversation & { partId: number },
) {
  const words = CHAT_WORDS[learner.language];
  const part = await context.cache.part(partId);
  const lesson = part && (await context.cache.lesson(part.lessonId));
  if (!part || !lesson) return menu(context, learner);
  const seconds = Math.max(0, Math.min(3600, (context.now.getTime() - since.getTime()) / 1000));
  if (part.kind === 'check') {
    const done = (await context.cache.lessonState(learner.userId)).completed.has(part.id);
    if (!done) return askAgain(context, learner, part, checkAnswers);
  } else {
    const answer = await reportPartProgress(
      context.db,
      context.cache,
      learner,
      part.id,
      part.kind === 'video'
        ? { played_seconds: seconds }
        : part.kind === 'download'
          ? { downloaded: true }
          : { reached_end: true },
      context.now,
      'chat',
    );
    if (!answer.completed) {
      // The next report counts the video's time from now: the clock's time is never claimed twice.
      await saveConversation(context.db, learner.userId, { partId: part.id }, context.now);
      return [partButtons(learner.language, words.notYet(Math.max(1, answer.remaining_seconds)))];
    }
  }
  return moveOn(context, learner, lesson);
}

/** After a part is done: the next part, with the lesson's and the module's ends said when passed. */
async function moveOn(context: ChatContext, learner: ChatLearner, lesson: LessonContent): Promise<ChatMessage[]> {
  const words = CHAT_WORDS[learner.language];
  const state = await context.cache.lessonState(learner.userId);
  const messages: ChatMessage[] = [];
  if (lesson.parts.every((part) => state.completed.has(part.id))) messages.push(text(words.lessonDone(lesson.title)));
  const next = await nextPartOf(context, learner, lesson.moduleId);
  if (!next) {
    await saveConversation(context.db, learner.userId, { partId: null }, context.now);
    const certificate = await context.certificate(learner, lesson.moduleId, lesson.moduleTitle);
    return [
      ...messages,
      text(words.moduleDone(lesson.moduleTitle)),
      ...(certificate ? [certificate] : []),
      ...(await menu(context, learner)),
    ];
  }
  return [
    ...messages,
    ...(await sendPart(context, learner, next.partId, next.firstOfLesson ? next.lesson : undefined)),
  ];
}

/** The check's question the learner is at, asked again (a "Siguiente" or "Repetir" in the middle of a check). */
async function askAgain(
  context: ChatContext,
  learner: ChatLearner,
  part: PartContent,
  answers: Conversation['checkAnswers'],
): Promise<ChatMessage[]> {
  if (!part.checkDefinition) return sendPart(context, learner, part.id);
  const check = await learnerCheck(context.db, learner.userId, part.id, part.checkDefinition);
  const question = check.questions[answers.length];
  if (!question) return sendPart(context, learner, part.id);
  return [
    context.questionMessage(
      part.id,
      question,
      { index: answers.length, total: check.questions.length },
      learner.language,
    ),
  ];
}

/** An answer to the check's current question; the try is graded once every question is answered. */
async function answerQuestion(
  context: ChatContext,
  learner: ChatLearner,
  conversation: { partId: number; checkAnswers: { question_id: number; option_ids: number[] }[] },
  reply: LearnerReply,
): Promise<ChatMessage[] | undefined> {
  const words = CHAT_WORDS[learner.language];
  const part = await context.cache.part(conversation.partId);
  if (part?.kind !== 'check' || !part.checkDefinition) return undefined;
  const check = await learnerCheck(context.db, learner.userId, part.id, part.checkDefinition);
  const index = conversation.checkAnswers.length;
  const question = check.questions[index];
  if (!question) return undefined;
  const chosen = context.answerOf(reply, part.id, question);
  if (!chosen) return undefined;
  const answers = [...conversation.checkAnswers, { question_id: question.id, option_ids: chosen }];
  const following = check.questions[index + 1];
  if (following) {
    await saveConversation(context.db, learner.userId, { partId: part.id, checkAnswers: answers }, context.now);
    return [
      context.questionMessage(
        part.id,
        following,
        { index: index + 1, total: check.questions.length },
        learner.language,
      ),
    ];
  }
  const result = await submitAttempt(
    context.db,
    context.cache,
    learner,
    part.id,
    { attempt: check.attempts_used + 1, answers },
    context.now,
    'chat',
  );
  const feedback = result.questions.map((item) => {
    const said = item.feedback.map((line) => line.text).filter(Boolean);
    return [item.correct ? words.checkRight : words.checkWrong, ...said].join(' ');
  });
  const messages: ChatMessage[] = [text([...feedback, words.checkScore(result.score, result.pass_mark)].join('\n'))];
  if (result.passed) {
    await saveConversation(context.db, learner.userId, { partId: part.id }, context.now);
    messages.push(partButtons(learner.language, words.checkPassed));
    return messages;
  }
  if (result.attempts_left === 0) {
    await saveConversation(context.db, learner.userId, { partId: null }, context.now);
    return [...messages, text(words.checkNoTries), ...(await menu(context, learner))];
  }
  messages.push(text(words.checkAgain));
  return [...messages, ...(await sendPart(context, learner, part.id))];
}

/**
 * What the chat answers a learner who wrote or tapped `reply` (their consent and the window are the
 * caller's to check; BAJA is handled before this).
 */
export async function answerLearner(
  context: ChatContext,
  learner: ChatLearner,
  reply: LearnerReply,
): Promise<ChatMessage[]> {
  const words = CHAT_WORDS[learner.language];
  const conversation = await conversationOf(context.db, learner.userId);
  const moduleId = MODULE_REPLY.exec(reply.id ?? '')?.[1];
  if (moduleId) return startModule(context, learner, Number(moduleId));
  // A message a site link wrote ("Aprender por WhatsApp"): that module, greeted if it is the first.
  const linked = reply.id === undefined ? chatStartModule(reply.text) : undefined;
  if (linked !== undefined) {
    if (!conversation) await saveConversation(context.db, learner.userId, { partId: null }, context.now);
    const started = await startModule(context, learner, linked);
    return conversation ? started : [text(words.welcome(learner.name)), ...started];
  }
  const command = chatCommand(reply.id ?? reply.text) ?? chatCommand(reply.text);
  if (!conversation) {
    await saveConversation(context.db, learner.userId, { partId: null }, context.now);
    const resume = await resumeOffer(context, learner);
    return [text(words.welcome(learner.name)), ...(resume.length > 0 ? resume : await menu(context, learner))];
  }
  if (conversation.partId !== null && command === undefined) {
    const answered = await answerQuestion(context, learner, { ...conversation, partId: conversation.partId }, reply);
    if (answered) return answered;
  }
  if (command === 'menu' || conversation.partId === null) {
    if (command === 'help') return [text(words.help)];
    // Between lessons, anything but "Menú" (a reply to a reminder, "Siguiente") is offered the lesson
    // left halfway, on the site or here, before the list.
    const resume = command === 'menu' ? [] : await resumeOffer(context, learner);
    return resume.length > 0 ? resume : menu(context, learner);
  }
  const current = { ...conversation, partId: conversation.partId };
  if (command === 'next') return advance(context, learner, current);
  if (command === 'repeat') {
    const part = await context.cache.part(current.partId);
    if (part?.kind === 'check' && current.checkAnswers.length > 0) {
      return askAgain(context, learner, part, current.checkAnswers);
    }
    return sendPart(context, learner, current.partId);
  }
  if (command === 'help') return [text(words.help)];
  return [text(`${words.unknown} ${words.help}`)];
}
