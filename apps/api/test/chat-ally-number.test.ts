import type { ChatMessage } from '@aula/contracts/chat-learning';
import { chatStartText } from '@aula/contracts/chat-links';
import type { LessonModuleDetail, LessonModulesResponse } from '@aula/contracts/modules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allies } from '../src/db/schema/allies';
import { chatConversations } from '../src/db/schema/chat-learning';
import { lessonModules } from '../src/db/schema/lessons';
import { queueChat, sendDueChat } from '../src/services/chat-learning/chat-queue';
import { outboxFor, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { chatSession } from './helpers/chat-walk';
import { bearer } from './helpers/content';
import { whatsappLearner } from './helpers/whatsapp-learner';
import type { LearnerMessage } from './helpers/whatsapp-notification';

// Issue 42: an ally's own WhatsApp number reaches that ally's lessons only, and answers leave from
// it; the team offers each module in the chat or not; the site's "Aprender por WhatsApp" link.
const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
const IMPULSA_NUMBER = { whatsappNumber: '+525550001000', whatsappPhoneNumberId: '900100' };
const CRECER_NUMBER = { whatsappNumber: '+525550002000', whatsappPhoneNumberId: '900200' };

const chat = chatSession(ctx, clock);
const sent = chat.sent;
/** A message from `phone`, to the ally's own number Meta's id names (absent: the platform's). */
const write = (phone: string, reply: LearnerMessage, phoneNumberId?: string) =>
  chat.write(phone, reply, phoneNumberId ? { phoneNumberId } : {});

async function modulesOf(token: string) {
  const answer = await ctx.app.inject({ url: '/api/lesson_modules/', headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as LessonModulesResponse).results;
}

async function moduleDetail(token: string, id: number): Promise<LessonModuleDetail> {
  const answer = await ctx.app.inject({ url: `/api/lesson_modules/${id}/`, headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  await ctx.db.update(allies).set(IMPULSA_NUMBER).where(eq(allies.code, 'impulsa'));
  await ctx.db.update(allies).set(CRECER_NUMBER).where(eq(allies.code, 'crecer'));
});

/** The team's choice, written behind the app's back: the content cache reads it again. */
async function offerInChat(moduleId: number | undefined, offered: boolean) {
  await ctx.db
    .update(lessonModules)
    .set({ chatLearning: offered })
    .where(moduleId === undefined ? undefined : eq(lessonModules.id, moduleId));
  ctx.app.contentCache.contentChanged();
}

afterEach(() => offerInChat(undefined, true));

describe("an ally's own WhatsApp number", () => {
  it("a learner of impulsa writing to crecer's number reaches none of impulsa's lessons: crecer asks them to register", async () => {
    const who = await whatsappLearner(ctx);
    await write(who.phone, { text: 'Hola' }, CRECER_NUMBER.whatsappPhoneNumberId);
    expect(await sent(who.id)).toEqual([]);
    const [hint] = await outboxFor(ctx, who.phone);
    expect(hint?.body).toMatch(/\/[a-z]{2}\/crecer\/registro$/);

    await write(who.phone, { text: 'Hola' }, IMPULSA_NUMBER.whatsappPhoneNumberId);
    const answers = await sent(who.id);
    const list = answers.find((message) => message.kind === 'list');
    const impulsa = (await modulesOf(who.token)).map((module) => `module:${module.id}`);
    expect(list?.kind === 'list' && list.rows.map((row) => row.id)).toEqual(impulsa.slice(0, 10));
  });

  it("answers leave from the number the learner wrote to (the ally's own), else from the platform's", async () => {
    const who = await whatsappLearner(ctx);
    await write(who.phone, { text: 'Hola' }, IMPULSA_NUMBER.whatsappPhoneNumberId);
    const [row] = await ctx.db.select({ allyId: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    await queueChat(ctx.db, { userId: who.id, allyId: row?.allyId ?? 0 }, [{ kind: 'text', body: 'uno' }], clock.now());
    const senders: (string | undefined)[] = [];
    const recording = {
      ...ctx.app.ports.whatsapp,
      async sendMessage({ from }: { to: string; message: ChatMessage; from?: string }) {
        senders.push(from);
        return { id: `wamid.recorded-${senders.length}` };
      },
    };
    expect(await sendDueChat(ctx.db, recording, clock.now())).toMatchObject({ sent: 1 });
    expect(senders).toEqual([IMPULSA_NUMBER.whatsappPhoneNumberId]);

    await ctx.db.update(allies).set({ whatsappPhoneNumberId: null }).where(eq(allies.code, 'impulsa'));
    await queueChat(ctx.db, { userId: who.id, allyId: row?.allyId ?? 0 }, [{ kind: 'text', body: 'dos' }], clock.now());
    await sendDueChat(ctx.db, recording, clock.now());
    await ctx.db.update(allies).set(IMPULSA_NUMBER).where(eq(allies.code, 'impulsa'));
    expect(senders).toEqual([IMPULSA_NUMBER.whatsappPhoneNumberId, undefined]);
  });
});

describe("the Cloud API's rate per number", () => {
  it("a number at its rate puts the rest off a second, each learner's messages still in order", async () => {
    const who = await whatsappLearner(ctx);
    await write(who.phone, { text: 'Hola' }, IMPULSA_NUMBER.whatsappPhoneNumberId);
    const [row] = await ctx.db.select({ allyId: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    const bodies = ['uno', 'dos', 'tres'].map((body) => ({ kind: 'text' as const, body }));
    await queueChat(ctx.db, { userId: who.id, allyId: row?.allyId ?? 0 }, bodies, clock.now());
    const delivered: string[] = [];
    const recording = {
      ...ctx.app.ports.whatsapp,
      async sendMessage({ message }: { to: string; message: ChatMessage }) {
        delivered.push(message.kind === 'text' ? message.body : message.kind);
        return { id: `wamid.rate-${delivered.length}` };
      },
    };
    let room = 1;
    const asked: string[] = [];
    const mayUse = async (sender: string) => {
      asked.push(sender);
      return room-- > 0;
    };
    expect(await sendDueChat(ctx.db, recording, clock.now(), { mayUse })).toMatchObject({ sent: 1, throttled: 1 });
    expect(asked).toEqual([IMPULSA_NUMBER.whatsappPhoneNumberId, IMPULSA_NUMBER.whatsappPhoneNumberId]);
    // Within the second nothing more goes; after it, the rest in order.
    room = 5;
    expect(await sendDueChat(ctx.db, recording, clock.now(), { mayUse })).toMatchObject({ sent: 0 });
    clock.advance(1);
    expect(await sendDueChat(ctx.db, recording, clock.now(), { mayUse })).toMatchObject({ sent: 2, throttled: 0 });
    expect(delivered).toEqual(['uno', 'dos', 'tres']);
  });
});

describe('modules offered in the chat', () => {
  it('a module the team did not offer in the chat is not in the menu, and a message naming it answers the menu', async () => {
    const who = await whatsappLearner(ctx);
    const [first, second] = await modulesOf(who.token);
    if (!first || !second) throw new Error('the demo has two modules in impulsa');
    await offerInChat(first.id, false);
    await write(who.phone, { text: 'Hola' });
    const menu = (await sent(who.id)).at(-1);
    expect(menu?.kind === 'list' && menu.rows.map((row) => row.id)).not.toContain(`module:${first.id}`);
    expect(menu?.kind === 'list' && menu.rows.map((row) => row.id)).toContain(`module:${second.id}`);

    await write(who.phone, { text: chatStartText(first, 'es') });
    await write(who.phone, { tap: { id: `module:${first.id}`, title: first.title.slice(0, 20) } });
    const [conversation] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.userId, who.id));
    expect(conversation?.partId).toBeNull();
    expect((await sent(who.id)).at(-1)?.kind).toBe('list');
  });

  it("the site's link writes a message that starts its module: greeted, then the first lesson's opening", async () => {
    const who = await whatsappLearner(ctx);
    const [first] = await modulesOf(who.token);
    if (!first) throw new Error('the demo has a module in impulsa');
    const detail = await moduleDetail(who.token, first.id);
    const lesson = detail.lessons[0];
    await write(who.phone, { text: `${chatStartText(first, 'es')} 🙂` });
    const [welcome, opening] = await sent(who.id);
    expect(welcome?.kind === 'text' && welcome.body).toMatch(/^¡Hola, /);
    expect(opening?.kind === 'text' && opening.body).toContain(`*${lesson?.title}*`);
    const [conversation] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.userId, who.id));
    expect(conversation?.partId).not.toBeNull();
  });
});

describe("the landing's WhatsApp line", () => {
  it("names the ally's number when it has one, and nothing when it has none", async () => {
    const impulsa = await ctx.app.inject({ url: '/api/landing_pages/impulsa/' });
    expect(impulsa.json()).toMatchObject({ whatsapp_number: IMPULSA_NUMBER.whatsappNumber });
    await ctx.db.update(allies).set({ whatsappNumber: null }).where(eq(allies.code, 'crecer'));
    const crecer = await ctx.app.inject({ url: '/api/landing_pages/crecer/' });
    await ctx.db.update(allies).set(CRECER_NUMBER).where(eq(allies.code, 'crecer'));
    expect(crecer.statusCode).toBe(200);
    expect(crecer.json()).not.toHaveProperty('whatsapp_number');
  });
});

describe('"Aprender por WhatsApp" on the module page', () => {
  it('links a learner who accepted WhatsApp messages to the chat (here the development chat) with the module named', async () => {
    const who = await whatsappLearner(ctx);
    const [first] = await modulesOf(who.token);
    if (!first) throw new Error('the demo has a module in impulsa');
    const { chat } = await moduleDetail(who.token, first.id);
    const link = chat?.link ?? '';
    // Written to impulsa's own number (this file gives it one), as wa.me would.
    expect(link).toBe(
      `/dev/whatsapp/${who.phone.slice(1)}?text=${encodeURIComponent(chatStartText(first, 'es'))}&to=impulsa`,
    );
    // The development chat opens with that message in its box, and sends it to that number.
    const page = await ctx.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="Quiero aprender «${first.title}» (M${first.id})"`);
    expect(page.body).toContain(`action="/dev/whatsapp/${who.phone.slice(1)}?to=impulsa"`);
  });

  it('asks a learner without consent to accept WhatsApp messages first (no link), and says nothing of a module not offered', async () => {
    const without = await whatsappLearner(ctx, { consent: false });
    const [first] = await modulesOf(without.token);
    if (!first) throw new Error('the demo has a module in impulsa');
    expect((await moduleDetail(without.token, first.id)).chat).toEqual({ link: null });
    await offerInChat(first.id, false);
    expect((await moduleDetail(without.token, first.id)).chat).toBeNull();
  });
});
