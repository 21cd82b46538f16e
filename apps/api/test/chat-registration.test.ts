import type { ChatMessage } from '@aula/contracts/chat-learning';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allies } from '../src/db/schema/allies';
import { chatMessages, chatRegistrations } from '../src/db/schema/chat-learning';
import { countries } from '../src/db/schema/countries';
import { reminderPreferences } from '../src/db/schema/reminders';
import { users } from '../src/db/schema/users';
import { freshPhone, outboxFor, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { whatsappLearner } from './helpers/whatsapp-learner';
import { inboundNotification, type LearnerMessage } from './helpers/whatsapp-notification';

// Issue 42, item 1: a number no account has, writing to the own number of an ally that allows it,
// creates its account in the chat (name, terms, WhatsApp code); elsewhere it is sent a link.
const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
const IMPULSA = { whatsappNumber: '+525550001000', whatsappPhoneNumberId: '900100', chatRegistration: true };
const CRECER = { whatsappNumber: '+525550002000', whatsappPhoneNumberId: '900200', chatRegistration: false };
const ACCEPT = { tap: { id: 'accept', title: 'Acepto' } };
const DECLINE = { tap: { id: 'decline', title: 'No, gracias' } };

beforeAll(async () => {
  await ctx.db.update(allies).set(IMPULSA).where(eq(allies.code, 'impulsa'));
  await ctx.db.update(allies).set(CRECER).where(eq(allies.code, 'crecer'));
});

/** A message from `phone` to impulsa's number (or the one named; `null`: the platform's), answered. */
async function write(phone: string, reply: LearnerMessage, to: string | null = IMPULSA.whatsappPhoneNumberId) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook/',
    payload: inboundNotification(phone, reply, { at: clock.now(), ...(to ? { phoneNumberId: to } : {}) }),
  });
  expect(answer.statusCode).toBe(200);
  await ctx.app.chatReplies.idle();
}

/** What the number was sent, oldest first. */
const received = async (phone: string) => (await outboxFor(ctx, phone)).reverse();

/** What one message written is answered: the messages sent since. */
async function answersTo(phone: string, reply: LearnerMessage, to?: string | null) {
  const before = (await received(phone)).length;
  await write(phone, reply, to);
  return (await received(phone)).slice(before);
}

/** The one text answered to a message. */
async function answerTo(phone: string, reply: LearnerMessage): Promise<string> {
  const answers = await answersTo(phone, reply);
  expect(answers, JSON.stringify(answers)).toHaveLength(1);
  return answers[0]?.body ?? '';
}

/** The newest WhatsApp code the number was sent. */
async function codeSentTo(phone: string): Promise<string> {
  const messages = await outboxFor(ctx, phone);
  const code = messages.map((message) => /código de verificación.* (\d{6})\./.exec(message.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const registrationOf = async (phone: string) =>
  (await ctx.db.select().from(chatRegistrations).where(eq(chatRegistrations.phone, phone)))[0];

async function accountOf(phone: string) {
  const [row] = await ctx.db
    .select({ id: users.id, name: users.name, status: users.status, email: users.email, ally: allies.code })
    .from(users)
    .innerJoin(allies, eq(allies.id, users.allyId))
    .where(eq(users.phoneNumber, phone));
  return row;
}

/** A new number taken to the code step: greeted, named, terms accepted. */
async function atCodeStep(phone: string, name = 'Ana López') {
  await write(phone, { text: 'Hola' });
  await write(phone, { text: name });
  await write(phone, ACCEPT);
  expect((await registrationOf(phone))?.step).toBe('code');
}

describe('an ally without chat registration, and the platform number', () => {
  it('crecer (setting off) sends a new number its registration link once a day, as before; nothing is kept', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' }, CRECER.whatsappPhoneNumberId);
    await write(phone, { text: 'Ana' }, CRECER.whatsappPhoneNumberId);
    const told = await received(phone);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/primero crea tu cuenta .* https?:\/\/\S+\/crecer\/registro$/);
    expect(await registrationOf(phone)).toBeUndefined();
  });

  it('a new number whose first words are «BAJA» is sent nothing, not even the link', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'BAJA' }, CRECER.whatsappPhoneNumberId);
    await write(phone, { text: 'stop' }, null);
    expect(await received(phone)).toEqual([]);
  });

  it("the platform's number never registers, though impulsa allows it on its own: the site's home link", async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' }, null);
    await write(phone, ACCEPT, null);
    const told = await received(phone);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/primero crea tu cuenta .* https?:\/\/[^/\s]+\/$/);
    expect(await registrationOf(phone)).toBeUndefined();
    expect(await accountOf(phone)).toBeUndefined();
  });
});

describe("registering in the chat of impulsa's own number", () => {
  it('name, terms, accept, code: the account is active, opted in to WhatsApp, and the chat greets it with the menu', async () => {
    const phone = freshPhone();
    const sends = vi.spyOn(ctx.app.ports.whatsapp, 'sendMessage');
    const greeting = await answerTo(phone, { text: 'Hola' });
    expect(greeting).toContain('Impulsa');
    expect(greeting).toContain('¿Cómo te llamas?');
    // A Mexican number is sent to the Mexican site (impulsa is also in Colombia and Peru).
    expect(greeting).toMatch(/https?:\/\/\S+\/mx\/impulsa\/registro$/);
    expect(sends.mock.calls.at(-1)?.[0]).toMatchObject({ to: phone, from: IMPULSA.whatsappPhoneNumberId });
    sends.mockRestore();

    const [terms] = await answersTo(phone, { text: '  Ana \n López ' });
    const buttons = terms?.payload as ChatMessage | null;
    expect(buttons?.kind).toBe('buttons');
    if (buttons?.kind !== 'buttons') return;
    expect(buttons.buttons).toEqual([
      { id: 'accept', title: 'Acepto' },
      { id: 'decline', title: 'No, gracias' },
    ]);
    expect(buttons.body).toContain('Ana López');
    expect(buttons.body).toMatch(/\/mx\/impulsa\/terminos\b/);
    expect(buttons.body).toMatch(/\/mx\/impulsa\/privacidad\b/);
    expect(buttons.body).toContain('«BAJA»');

    const accepted = (await answersTo(phone, ACCEPT)).map((message) => message.body);
    expect(accepted).toContain('Te enviamos un código de 6 cifras en un mensaje aparte. Escríbelo aquí.');
    expect(await accountOf(phone)).toMatchObject({
      name: 'Ana López',
      status: 'pending',
      email: null,
      ally: 'impulsa',
    });

    const code = await codeSentTo(phone);
    await write(phone, { text: `${code.slice(0, 3)} ${code.slice(3)}` });
    const account = await accountOf(phone);
    expect(account?.status).toBe('active');
    expect(await registrationOf(phone)).toBeUndefined();
    const [country] = await ctx.db
      .select({ code: countries.code })
      .from(users)
      .innerJoin(countries, eq(countries.id, users.countryId))
      .where(eq(users.phoneNumber, phone));
    expect(country?.code).toBe('mx');
    const [preferences] = await ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, account?.id ?? 0));
    expect(preferences).toMatchObject({
      optedIn: true,
      channel: 'whatsapp',
      language: 'es',
      timeZone: 'America/Mexico_City',
      consentSource: 'registration',
    });
    // The chat answers the new learner: welcome, then the menu, sent (not held for want of consent).
    const chat = await ctx.db
      .select({ payload: chatMessages.payload, status: chatMessages.status })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, account?.id ?? 0), eq(chatMessages.direction, 'out')))
      .orderBy(asc(chatMessages.id));
    expect(chat[0]?.payload).toEqual({ kind: 'text', body: expect.stringMatching(/^¡Hola, Ana! /) });
    expect(chat.at(-1)?.payload.kind).toBe('list');
    expect(chat.every((message) => message.status === 'sent')).toBe(true);
    const last = (await received(phone)).at(-1);
    expect(last?.payload).toMatchObject({ kind: 'list' });
  });

  it.each([
    ['empty', '', 'Necesitamos tu nombre'],
    ['only spaces', '   ', 'Necesitamos tu nombre'],
    ['digits', '12345', 'debe tener letras'],
    ['an emoji', '👍', 'debe tener letras'],
    ['81 letters', 'a'.repeat(81), 'hasta 80 caracteres'],
  ])('refuses a name that is %s, says why and asks again', async (_, name, why) => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' });
    const answer = await answerTo(phone, { text: name });
    expect(answer).toContain(why);
    expect(answer).toContain('¿Cómo te llamas?');
    expect((await registrationOf(phone))?.step).toBe('name');
    // 80 letters are a name.
    const [terms] = await answersTo(phone, { text: 'b'.repeat(80) });
    expect(terms?.payload).toMatchObject({ kind: 'buttons' });
  });

  it('"No, gracias" ends it (nothing created); anything else at the terms asks again with the same buttons', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' });
    const [terms] = await answersTo(phone, { text: 'Ana' });
    const [again] = await answersTo(phone, { text: 'mmm' });
    expect(again?.payload).toEqual(terms?.payload);
    expect(await answerTo(phone, DECLINE)).toContain('Está bien, no creamos tu cuenta');
    expect(await registrationOf(phone)).toBeUndefined();
    expect(await accountOf(phone)).toBeUndefined();
    // Writing again starts over.
    expect(await answerTo(phone, { text: 'Hola' })).toContain('¿Cómo te llamas?');
  });

  it('a typed "sí" accepts the terms as the button does', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' });
    await write(phone, { text: 'Ana' });
    await write(phone, { text: 'Sí' });
    expect((await registrationOf(phone))?.step).toBe('code');
  });

  it('a wrong code is told and tried again; the right one then registers; words at this step ask for the code', async () => {
    const phone = freshPhone();
    await atCodeStep(phone);
    const code = await codeSentTo(phone);
    expect(await answerTo(phone, { text: 'hola?' })).toContain('Escribe aquí el código de 6 cifras');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await answerTo(phone, { text: wrong })).toBe('Ese código no es correcto. Revísalo e inténtalo de nuevo.');
    expect((await accountOf(phone))?.status).toBe('pending');
    await write(phone, { text: code });
    expect((await accountOf(phone))?.status).toBe('active');
  });

  it('an expired code is told; «CÓDIGO» sends a new one (not twice within a minute), which registers', async () => {
    const phone = freshPhone();
    await atCodeStep(phone);
    const old = await codeSentTo(phone);
    clock.advance(11 * 60);
    expect(await answerTo(phone, { text: old })).toContain('ya venció. Escribe «CÓDIGO»');
    const resent = (await answersTo(phone, { text: 'CÓDIGO' })).map((message) => message.body);
    expect(resent).toContain('Te enviamos un código nuevo en un mensaje aparte. Escríbelo aquí.');
    const fresh = await codeSentTo(phone);
    expect(await answerTo(phone, { text: 'codigo' })).toContain('Espera un minuto');
    await write(phone, { text: fresh });
    expect((await accountOf(phone))?.status).toBe('active');
  });

  it('after five wrong codes the code is locked: said so, and «code» sends a new one', async () => {
    const phone = freshPhone();
    await atCodeStep(phone);
    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let tries = 0; tries < 5; tries += 1) await write(phone, { text: wrong });
    expect(await answerTo(phone, { text: code })).toContain('demasiados intentos');
    clock.advance(61);
    await write(phone, { text: 'code' });
    await write(phone, { text: await codeSentTo(phone) });
    expect((await accountOf(phone))?.status).toBe('active');
  });

  it('a registration left for more than 24 hours starts over', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' });
    await write(phone, { text: 'Ana' });
    clock.advance(24 * 60 * 60 + 1);
    // Accepting what it was shown a day ago creates nothing: it is greeted again.
    expect(await answerTo(phone, ACCEPT)).toContain('¿Cómo te llamas?');
    expect(await accountOf(phone)).toBeUndefined();
    expect((await registrationOf(phone))?.step).toBe('name');
  });

  it('«BAJA» in the middle drops the registration, answers nothing, and withdraws a pending consent', async () => {
    const phone = freshPhone();
    await write(phone, { text: 'Hola' });
    await write(phone, { text: 'Ana' });
    expect(await answersTo(phone, { text: 'BAJA' })).toEqual([]);
    expect(await registrationOf(phone)).toBeUndefined();

    const pending = freshPhone();
    await atCodeStep(pending);
    expect(await answersTo(pending, { text: 'stop' })).toEqual([]);
    expect(await registrationOf(pending)).toBeUndefined();
    const account = await accountOf(pending);
    const [preferences] = await ctx.db
      .select({ optedIn: reminderPreferences.optedIn })
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, account?.id ?? 0));
    expect(preferences?.optedIn).toBe(false);
  });

  it('a number active in another ally is given no second account, is told so, and may write again', async () => {
    const crecer = await whatsappLearner(ctx, { ally: 'crecer' });
    await write(crecer.phone, { text: 'Hola' });
    await write(crecer.phone, { text: 'Otra Persona' });
    const accepted = (await answersTo(crecer.phone, ACCEPT)).map((message) => message.body);
    expect(accepted).toContain(
      'Este número ya tiene una cuenta, así que no creamos otra. Inicia sesión en el sitio con esa cuenta.',
    );
    const accounts = await ctx.db.select().from(users).where(eq(users.phoneNumber, crecer.phone));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: crecer.id, status: 'active' });
    expect(await registrationOf(crecer.phone)).toBeUndefined();
    expect(await answerTo(crecer.phone, { text: 'Hola' })).toContain('¿Cómo te llamas?');
  });

  it('answers a number at most 30 times an hour; beyond it, nothing', async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 30; sent += 1) await write(phone, { text: '12345' });
    expect(await received(phone)).toHaveLength(30);
    expect(await answersTo(phone, { text: 'Ana' })).toEqual([]);
    clock.advance(60 * 60);
    expect(await answersTo(phone, { text: 'Ana' })).toHaveLength(1);
  });
});
