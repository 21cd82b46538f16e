import type { ChatMessage } from '@aula/contracts/chat-learning';
import { mainTimeZoneOf } from '@aula/contracts/country-time-zones';
import { registrationReminderOptIn } from '@aula/contracts/reminder-preferences';
import { isOptOutReply } from '@aula/contracts/reminders';
import { allyPath } from '@aula/contracts/site-paths';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reminderPreferences } from '../../db/schema/reminders';
import { HttpError } from '../../lib/http-error';
import { activateAccount, findAccount } from '../../repositories/accounts';
import {
  type ChatRegistrationAlly,
  type ChatRegistrationRow,
  chatRegistrationAllyOf,
  chatRegistrationOf,
  dropChatRegistration,
  dropStaleRegistrations,
  saveChatRegistration,
} from '../../repositories/chat-registrations';
import { siteOrigin } from '../learner-channel';
import { MessageCapError } from '../message-gate';
import { register } from '../registration';
import { checkCode, sendCode } from '../verification';
import { CHAT_WORDS } from './chat-words';
import { registrationLinkOf } from './registration-link';
import { ACCEPT_ID, asksNewCode, chatName, codeOf, DECLINE_ID, nameProblem, termsChoice } from './registration-replies';

// A number no account has writes to the own number of an ally that allows it (allies.chat_registration):
// it creates its account in the chat as the site's simple registration does, step by step: its name,
// the terms (and WhatsApp messages) accepted, then the WhatsApp code. The learner's chat has no
// language yet: it speaks Spanish.

const words = CHAT_WORDS.es.register;

/** A registration left for a day starts over. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** Answers per number and ally in an hour: a whole registration takes a handful; a script meets it. */
const REGISTRATION_ANSWERS = { name: 'chat-registration', limit: 30, windowSeconds: 60 * 60 };

export type ChatRegistrationOutcome =
  /** The ally does not register in the chat: the number is sent the link, as anywhere else. */
  | 'not_offered'
  /** Nothing to say ("BAJA", or over the number's answers). */
  | 'silent'
  | { answer: ChatMessage }
  /** The account is active and opted in: the chat greets its learner. */
  | { registered: number };

interface Turn {
  app: FastifyInstance;
  ally: ChatRegistrationAlly;
  phone: string;
  now: Date;
}

const text = (body: string) => ({ answer: { kind: 'text', body } }) as const;

function save(turn: Turn, step: ChatRegistrationRow['step'], name: string | null) {
  return saveChatRegistration(turn.app.db, {
    allyId: turn.ally.id,
    phone: turn.phone,
    step,
    name,
    updatedAt: turn.now,
  });
}

/** A page of the ally's site in the number's country, as registration-link.ts writes its link. */
function siteLink({ app, ally }: Turn, page: 'register' | 'terms' | 'privacy'): string {
  const path = allyPath({ country: ally.country, allyCode: ally.code }, page);
  return new URL(path, siteOrigin(app, ally.code)).toString();
}

async function start(turn: Turn): Promise<ChatRegistrationOutcome> {
  await save(turn, 'name', null);
  return text(words.greeting(turn.ally.name, siteLink(turn, 'register')));
}

function termsMessage(turn: Turn, name: string): ChatRegistrationOutcome {
  const buttons = [
    { id: ACCEPT_ID, title: words.accept },
    { id: DECLINE_ID, title: words.decline },
  ];
  const body = words.terms(name, siteLink(turn, 'terms'), siteLink(turn, 'privacy'));
  return { answer: { kind: 'buttons', body, buttons } };
}

async function atName(turn: Turn, written: string): Promise<ChatRegistrationOutcome> {
  const name = chatName(written);
  const problem = nameProblem(name);
  if (problem) return text(`${words[problem]} ${words.askName}`);
  await save(turn, 'terms', name);
  return termsMessage(turn, name);
}

/**
 * The site's simple registration (name and phone, no email or PIN) with the WhatsApp opt-in, which
 * sends the code. Its own answer never says whether the number had an account; here the number's
 * owner is the one writing, so the chat says so instead of asking for a code that never comes.
 */
async function registerNumber(turn: Turn, name: string): Promise<ChatRegistrationOutcome> {
  const { app, ally, phone } = turn;
  try {
    await register(app, {
      country: ally.country,
      allyCode: ally.code,
      name,
      email: undefined,
      phoneNumber: phone,
      // Counted per number and per ally by the message gate, as a site's request is per address.
      origin: { ip: `whatsapp:${phone}`, allyCode: ally.code },
      reminders: registrationReminderOptIn.parse({ timeZone: mainTimeZoneOf(ally.country), language: 'es' }),
    });
  } catch (error) {
    if (error instanceof MessageCapError) return text(words.busy);
    if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
    // A number of a country the ally does not serve: the site's home, where it finds who does.
    await dropChatRegistration(app.db, ally.id, phone);
    return text(words.elsewhere(await registrationLinkOf(app, undefined)));
  }
  const account = await findAccount(app.db, { phoneNumber: phone });
  if (account?.status !== 'pending' || account.allyCode !== ally.code) {
    await dropChatRegistration(app.db, ally.id, phone);
    return text(words.alreadyRegistered);
  }
  await save(turn, 'code', name);
  return text(words.codeSent);
}

async function atTerms(turn: Turn, row: ChatRegistrationRow, reply: { text: string; id?: string }) {
  const name = row.name ?? '';
  const choice = termsChoice(reply);
  if (choice === 'accept') return registerNumber(turn, name);
  if (choice !== 'decline') return termsMessage(turn, name);
  await dropChatRegistration(turn.app.db, turn.ally.id, turn.phone);
  return text(words.declined);
}

async function newCode(turn: Turn, name: string | null): Promise<ChatRegistrationOutcome> {
  try {
    await sendCode(turn.app, turn.phone, { ip: `whatsapp:${turn.phone}`, allyCode: turn.ally.code });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
    return text(error instanceof MessageCapError ? words.busy : words.codeWait);
  }
  await save(turn, 'code', name);
  return text(words.codeResent);
}

const CODE_REFUSALS: Record<string, string> = { code_expired: words.codeExpired, code_locked: words.codeLocked };

/** The code given: the pending account becomes active, opted in, its window open (it just wrote). */
async function atCode(turn: Turn, row: ChatRegistrationRow, written: string): Promise<ChatRegistrationOutcome> {
  const { app, ally, phone, now } = turn;
  if (asksNewCode(written)) return newCode(turn, row.name);
  const code = codeOf(written);
  if (!code) return text(words.codeAsk);
  try {
    await checkCode(app, phone, code);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
    return text(CODE_REFUSALS[error.code] ?? words.codeWrong);
  }
  await dropChatRegistration(app.db, ally.id, phone);
  const account = await findAccount(app.db, { phoneNumber: phone });
  // Its pending account was replaced elsewhere meanwhile (a registration on another ally's site).
  if (!account || account.allyCode !== ally.code) return start(turn);
  if (account.status === 'pending') await activateAccount(app.db, account.id, now);
  await app.db
    .update(reminderPreferences)
    .set({ lastInboundAt: now })
    .where(eq(reminderPreferences.userId, account.id));
  return { registered: account.id };
}

/** What a number no account has is answered when it writes `reply` to the ally's own number. */
export async function chatRegistration(
  app: FastifyInstance,
  phone: string,
  allyId: number,
  reply: { text: string; id?: string },
): Promise<ChatRegistrationOutcome> {
  const ally = await chatRegistrationAllyOf(app.db, allyId, phone);
  if (!ally) return 'not_offered';
  const now = app.ports.now();
  await dropStaleRegistrations(app.db, new Date(now.getTime() - FORGOTTEN_AFTER_MS));
  if (isOptOutReply(reply.text)) {
    await dropChatRegistration(app.db, ally.id, phone);
    return 'silent';
  }
  if (!(await app.ports.limiter.hit(REGISTRATION_ANSWERS, `${ally.id}:${phone}`)).allowed) return 'silent';
  const turn = { app, ally, phone, now };
  const row = await chatRegistrationOf(app.db, ally.id, phone);
  if (row?.step === 'name') return atName(turn, reply.text);
  if (row?.step === 'terms') return atTerms(turn, row, reply);
  if (row?.step === 'code') return atCode(turn, row, reply.text);
  return start(turn);
}
