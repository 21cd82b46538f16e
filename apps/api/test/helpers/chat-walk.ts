import type { ChatMessage } from '@aula/contracts/chat-learning';
import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { rightOptionsOf } from '@aula/demo-content/checks';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatConversations, chatMessages } from '../../src/db/schema/chat-learning';
import { lessonParts } from '../../src/db/schema/lessons';
import type { TestContext } from './app';
import { inboundNotification, type LearnerMessage } from './whatsapp-notification';

/**
 * A learner's side of the chat through the webhook as Meta calls it (unsigned: the test app runs
 * outside production): `write` waits for the answers to be sent; `sent` and `lastOf` read what the
 * chat sent a learner, oldest first.
 */
export function chatSession(ctx: TestContext, clock: { now(): Date }) {
  async function write(phone: string, reply: LearnerMessage, to: { id?: string; phoneNumberId?: string } = {}) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook/',
      payload: inboundNotification(phone, reply, { ...to, at: clock.now() }),
    });
    expect(answer.statusCode).toBe(200);
    await ctx.app.chatReplies.idle();
  }
  const sent = async (userId: number): Promise<ChatMessage[]> =>
    (
      await ctx.db
        .select({ payload: chatMessages.payload })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.direction, 'out')))
        .orderBy(asc(chatMessages.id))
    ).map((row) => row.payload);
  async function lastOf(userId: number): Promise<ChatMessage> {
    const last = (await sent(userId)).at(-1);
    if (!last) throw new Error('nothing was sent');
    return last;
  }
  return { write, sent, lastOf };
}

/** What a walk through a module needs: the test's app, its clock, how the learner writes, what was sent last. */
export interface ChatWalk {
  ctx: TestContext;
  clock: { advance(seconds: number): void };
  write: (reply: LearnerMessage) => Promise<void>;
  last: () => Promise<ChatMessage>;
}

const checkOf = async (ctx: TestContext, partId: number) => {
  const [row] = await ctx.db
    .select({ check: lessonParts.checkDefinition })
    .from(lessonParts)
    .where(eq(lessonParts.id, partId));
  return row?.check as ConsoleCheck | undefined;
};

/**
 * Takes the module the conversation is in to its end as a learner would: a reading's or a video's
 * time passes before "Siguiente", each check's question is answered right (the first one wrong
 * once, with `wrongOnce`). Ends when the chat offers the module list again; says whether a wrong
 * answer was given.
 */
export async function walkModule(walk: ChatWalk, userId: number, { wrongOnce = false } = {}): Promise<boolean> {
  let answeredWrong = false;
  for (let step = 0; step < 80; step += 1) {
    const last = await walk.last();
    if (last.kind === 'list' && last.rows[0]?.id.startsWith('module:')) return answeredWrong;
    const options = last.kind === 'buttons' ? last.buttons : last.kind === 'list' ? last.rows : [];
    const question = options.find((option) => option.id.startsWith('check:'));
    if (question) {
      const [, partId, questionId] = question.id.split(':').map(Number);
      const check = await checkOf(walk.ctx, partId ?? 0);
      const right = check && rightOptionsOf(check).find((answer) => answer.question_id === questionId);
      const optionOf = (id: string) => Number(id.split(':')[3]);
      const wrong = options.find((button) => !right?.option_ids.includes(optionOf(button.id)));
      const tap =
        wrongOnce && !answeredWrong && wrong
          ? wrong
          : options.find((button) => right?.option_ids.includes(optionOf(button.id)));
      if (!tap) throw new Error('no option to tap');
      if (tap === wrong) answeredWrong = true;
      await walk.write({ tap: { ...tap, list: last.kind === 'list' } });
      continue;
    }
    if (last.kind === 'text' && /^\d\. /m.test(last.body)) {
      // A question of several right options, answered by their numbers as listed.
      const [conversation] = await walk.ctx.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.userId, userId));
      const check = await checkOf(walk.ctx, conversation?.partId ?? 0);
      const listed = [...last.body.matchAll(/^(\d)\. (.+)$/gm)].map(([, number, words]) => ({ number, words }));
      const asked = check?.questions.find((item) => item.options.some((option) => option.text === listed[0]?.words));
      const right = listed.filter(({ words }) => asked?.options.find((option) => option.text === words)?.correct);
      await walk.write({ text: right.map(({ number }) => number).join(', ') });
      continue;
    }
    // A reading or a video: the time it asks for passes, then "Siguiente".
    walk.clock.advance(15 * 60);
    await walk.write({ text: 'Siguiente' });
  }
  throw new Error('the module did not end within 80 steps');
}
