import type { ChatMessage } from '@aula/contracts/chat-learning';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema/chat-learning';
import { partCompletions } from '../src/db/schema/learner-progress';
import { users } from '../src/db/schema/users';
import { CHAT_ANSWERS_PER_HOUR } from '../src/services/chat-learning/chat-inbound';
import { queueChat, sendDueChat } from '../src/services/chat-learning/chat-queue';
import { freshPhone, outboxFor, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { walkModule } from './helpers/chat-walk';
import { bearer, lessonId } from './helpers/content';
import { whatsappLearner } from './helpers/whatsapp-learner';
import { inboundNotification, type LearnerMessage } from './helpers/whatsapp-notification';

// Issue 42: a lesson taken inside WhatsApp, through the webhook as Meta calls it (unsigned: the
// test app runs outside production) and the development outbox as the provider.
const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
async function write(phone: string, reply: LearnerMessage, id?: string) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook/',
    payload: inboundNotification(phone, reply, { ...(id ? { id } : {}), at: clock.now() }),
  });
  expect(answer.statusCode).toBe(200);
  await ctx.app.chatReplies.idle();
}

const learner = (options: { consent?: boolean; ally?: string } = {}) => whatsappLearner(ctx, options);

/** What the chat sent (or tried to), oldest first, with each message's status. */
const sent = (userId: number) =>
  ctx.db
    .select({ id: chatMessages.id, payload: chatMessages.payload, status: chatMessages.status })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.direction, 'out')))
    .orderBy(asc(chatMessages.id));

const lastOf = async (userId: number): Promise<ChatMessage> => {
  const all = await sent(userId);
  const last = all.at(-1);
  if (!last) throw new Error('nothing was sent');
  return last.payload;
};

const firstModuleRow = (message: ChatMessage) => {
  if (message.kind !== 'list') throw new Error(`expected the module list, got ${message.kind}`);
  const row = message.rows[0];
  if (!row) throw new Error('no module offered');
  return row;
};

/** On the site, impulsa's first lesson begun: its first part (a video) opened and done; its parts. */
async function firstPartDoneOnSite(token: string) {
  const lesson = await lessonId(ctx.db, 'Conoce a tu cliente ideal');
  const parts = await ctx.app.inject({ method: 'GET', url: `/api/lessons/${lesson}/parts/`, headers: bearer(token) });
  const listed = (parts.json() as { results: { id: number; title: string }[] }).results;
  const opened = await ctx.app.inject({ method: 'GET', url: `/api/parts/${listed[0]?.id}/`, headers: bearer(token) });
  expect(opened.statusCode).toBe(200);
  clock.advance(15 * 60);
  const done = await ctx.app.inject({
    method: 'POST',
    url: `/api/parts/${listed[0]?.id}/progress/`,
    headers: bearer(token),
    payload: { played_seconds: 900, reached_end: true },
  });
  expect(done.json()).toMatchObject({ completed: true });
  return listed;
}

describe('learning inside WhatsApp', () => {
  it('a learner opted in takes a whole module in the chat: every part done, the check answered wrong then right', async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    const menu = await lastOf(who.id);
    expect(menu.kind).toBe('list');
    const row = firstModuleRow(menu);
    expect(row.id).toMatch(/^module:\d+$/);
    await write(who.phone, { tap: { ...row, list: true } });

    const wrongOnce = await walkModule(
      { ctx, clock, write: (reply) => write(who.phone, reply), last: () => lastOf(who.id) },
      who.id,
      { wrongOnce: true },
    );
    expect(wrongOnce).toBe(true);
    const all = await sent(who.id);
    const texts = all.map(({ payload }) => (payload.kind === 'text' ? payload.body : ''));
    expect(texts.some((body) => body.includes('❌'))).toBe(true);
    expect(texts.some((body) => body.includes('Terminaste el módulo'))).toBe(true);
    expect(all.every(({ status }) => status === 'sent')).toBe(true);
    // The site sees it: every lesson of the module done for this learner.
    const moduleId = Number(row.id.split(':')[1]);
    const lessons = await ctx.app.inject({
      method: 'GET',
      url: `/api/lesson_modules/${moduleId}/lessons/`,
      headers: bearer(who.token),
    });
    expect(lessons.statusCode).toBe(200);
    const listed = lessons.json() as { results: { progress: number }[] };
    expect(listed.results.length).toBeGreaterThan(0);
    expect(listed.results.map(({ progress }) => progress)).toEqual(listed.results.map(() => 100));
    // Each part remembers it was done in the chat (insight counts the channels apart).
    const done = await ctx.db.select().from(partCompletions).where(eq(partCompletions.userId, who.id));
    expect(done.length).toBeGreaterThan(2);
    expect(new Set(done.map(({ channel }) => channel))).toEqual(new Set(['chat']));
  });

  it('"Siguiente" before the part\'s time has passed does not complete it and says how long is left', async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    await write(who.phone, { tap: { ...firstModuleRow(await lastOf(who.id)), list: true } });
    const before = (await sent(who.id)).length;
    await write(who.phone, { text: 'siguiente' });
    const answer = await lastOf(who.id);
    expect(answer.kind).toBe('buttons');
    expect(answer.kind === 'buttons' && answer.body).toMatch(/segundos/);
    expect((await sent(who.id)).length).toBe(before + 1);
    expect(await ctx.db.select().from(partCompletions).where(eq(partCompletions.userId, who.id))).toEqual([]);
  });

  it('a learner without consent to WhatsApp messages gets nothing, whatever they write', async () => {
    const who = await learner({ consent: false });
    await write(who.phone, { text: 'Hola' });
    await write(who.phone, { text: 'Menú' });
    expect(await sent(who.id)).toEqual([]);
  });

  it('the same inbound message id delivered twice is answered once', async () => {
    const who = await learner();
    const id = `wamid.twice-${who.phone}`;
    await write(who.phone, { text: 'Hola' }, id);
    const once = (await sent(who.id)).length;
    expect(once).toBeGreaterThan(0);
    await write(who.phone, { text: 'Hola' }, id);
    expect((await sent(who.id)).length).toBe(once);
  });

  it('"BAJA" in the middle of a lesson stops everything: what was queued is cancelled and nothing more is answered', async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    await write(who.phone, { tap: { ...firstModuleRow(await lastOf(who.id)), list: true } });
    // A message queued but not yet sent when the learner writes BAJA.
    await ctx.db.insert(chatMessages).values({
      userId: who.id,
      allyId: (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0,
      direction: 'out',
      payload: { kind: 'text', body: 'pendiente' },
      status: 'queued',
      dueAt: new Date(clock.now().getTime() + 60_000),
      createdAt: clock.now(),
    });
    await write(who.phone, { text: 'BAJA' });
    const after = await sent(who.id);
    expect(after.find(({ payload }) => payload.kind === 'text' && payload.body === 'pendiente')?.status).toBe(
      'cancelled',
    );
    const count = after.length;
    await write(who.phone, { text: 'Siguiente' });
    expect((await sent(who.id)).length).toBe(count);
  });

  it("another ally's module cannot be started from this ally's learner: the menu answers instead", async () => {
    const who = await learner();
    const other = await learner({ ally: 'crecer' });
    await write(other.phone, { text: 'Hola' });
    const crecerModule = firstModuleRow(await lastOf(other.id));
    await write(who.phone, { text: 'Hola' });
    await write(who.phone, { tap: { ...crecerModule, list: true } });
    const answer = await lastOf(who.id);
    expect(answer.kind).toBe('list');
    expect(answer.kind === 'list' && answer.rows.map((item) => item.id)).not.toContain(crecerModule.id);
  });

  it('a free-form message is never sent outside the 24-hour window: it is cancelled when its turn comes', async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    const allyId =
      (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0;
    await ctx.db.insert(chatMessages).values({
      userId: who.id,
      allyId,
      direction: 'out',
      payload: { kind: 'text', body: 'tarde' },
      status: 'queued',
      dueAt: clock.now(),
      createdAt: clock.now(),
    });
    clock.advance(25 * 60 * 60);
    const outcome = await sendDueChat(ctx.db, ctx.app.ports.whatsapp, clock.now());
    expect(outcome).toMatchObject({ sent: 0, cancelled: 1 });
    const late = (await sent(who.id)).find(({ payload }) => payload.kind === 'text' && payload.body === 'tarde');
    expect(late?.status).toBe('cancelled');
  });

  it("a failed send is tried again later, and the learner's later messages wait for it: they arrive in order", async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    const allyId =
      (await ctx.db.select({ allyId: users.allyId }).from(users).where(eq(users.id, who.id)))[0]?.allyId ?? 0;
    await queueChat(
      ctx.db,
      { userId: who.id, allyId },
      [
        { kind: 'text', body: 'primero' },
        { kind: 'text', body: 'segundo' },
      ],
      clock.now(),
    );
    const delivered: string[] = [];
    let failures = 1;
    const flaky = {
      ...ctx.app.ports.whatsapp,
      async sendMessage({ message }: { to: string; message: ChatMessage }) {
        if (failures-- > 0) throw new Error('Graph answered 503');
        delivered.push(message.kind === 'text' ? message.body : message.kind);
        return { id: `wamid.flaky-${delivered.length}` };
      },
    };
    expect(await sendDueChat(ctx.db, flaky, clock.now())).toMatchObject({ sent: 0, retried: 1 });
    const waiting = await sent(who.id);
    expect(
      waiting.filter(({ status }) => status === 'queued').map(({ payload }) => payload.kind === 'text' && payload.body),
    ).toEqual(['primero', 'segundo']);
    // Not due yet: nothing goes before the retry's time, not even a message queued since.
    await queueChat(ctx.db, { userId: who.id, allyId }, [{ kind: 'text', body: 'tercero' }], clock.now());
    expect(await sendDueChat(ctx.db, flaky, clock.now())).toMatchObject({ sent: 0 });
    clock.advance(20);
    expect(await sendDueChat(ctx.db, flaky, clock.now())).toMatchObject({ sent: 3 });
    expect(delivered).toEqual(['primero', 'segundo', 'tercero']);
  });

  it('a number no account has is told, once a day, to register first (a link), and nothing else', async () => {
    const stranger = freshPhone();
    await write(stranger, { text: 'Hola' });
    await write(stranger, { text: 'Quiero aprender' });
    const told = await outboxFor(ctx, stranger);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/primero crea tu cuenta .* https?:\/\/\S+\//);
  });

  it('resumes where the learner left off on the site: the first message offers the lesson begun, at the part not done', async () => {
    const who = await learner();
    const [first, second] = await firstPartDoneOnSite(who.token);
    await write(who.phone, { text: 'Hola' });
    const offer = await lastOf(who.id);
    expect(offer.kind).toBe('buttons');
    const resume = offer.kind === 'buttons' ? offer.buttons[0] : undefined;
    expect(resume?.title).toBe('Continuar');
    await write(who.phone, { tap: { id: resume?.id ?? '', title: resume?.title ?? '' } });
    const texts = (await sent(who.id)).map(({ payload }) => (payload.kind === 'text' ? payload.body : ''));
    expect(texts.some((body) => body.includes(`*${second?.title}*`))).toBe(true);
    expect(texts.some((body) => body.includes(`*${first?.title}*`))).toBe(false);
  });

  it('between lessons, a reply to a reminder ("Siguiente", a word) is offered the lesson left halfway; "Menú" the list', async () => {
    const who = await learner();
    await write(who.phone, { text: 'Hola' });
    expect((await lastOf(who.id)).kind).toBe('list');
    await firstPartDoneOnSite(who.token);
    for (const reply of ['Siguiente', 'gracias por el aviso']) {
      await write(who.phone, { text: reply });
      const offer = await lastOf(who.id);
      expect(offer.kind === 'buttons' && offer.body, reply).toContain('Conoce a tu cliente ideal');
    }
    await write(who.phone, { text: 'Menú' });
    expect((await lastOf(who.id)).kind).toBe('list');
  });

  it('a number writing in a loop is answered at most CHAT_ANSWERS_PER_HOUR times an hour', async () => {
    const who = await learner();
    for (let count = 0; count < CHAT_ANSWERS_PER_HOUR; count += 1) await write(who.phone, { text: 'Ayuda' });
    const answered = (await sent(who.id)).length;
    expect(answered).toBeGreaterThanOrEqual(CHAT_ANSWERS_PER_HOUR);
    await write(who.phone, { text: 'Ayuda' });
    expect((await sent(who.id)).length).toBe(answered);
    // Its message is still in the conversation: only the answer is held back.
    const received = await ctx.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, who.id), eq(chatMessages.direction, 'in')));
    expect(received).toHaveLength(CHAT_ANSWERS_PER_HOUR + 1);
  });
});
