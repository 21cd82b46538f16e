import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { outboxMessages } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { messageCapRules } from '../lib/rate-limit';
import type { RateDecision } from '../ports/rate-limiter';
import { allyIdOf } from '../repositories/allies';
import { servedDialCodes } from '../repositories/ally-dial-codes';

/** Who asked for a message: the client's address and the ally whose site asked. */
export interface MessageOrigin {
  ip: string;
  /** Unset when the caller did not say (a client without the ally header). */
  allyCode: string | undefined;
  /** Where the 429's Retry-After goes. */
  reply?: FastifyReply;
}

const ALLY_CODE = /^[a-z0-9-]{1,40}$/;

/** The origin of a message asked for in this request; the ally given (a registration's) or the site's header. */
export function messageOrigin(request: FastifyRequest, reply?: FastifyReply, allyCode?: string): MessageOrigin {
  const header = request.headers[ALLY_HEADER];
  const site = typeof header === 'string' && ALLY_CODE.test(header) ? header : undefined;
  return { ip: request.ip, allyCode: allyCode ?? site, reply };
}

/** A 429 for a cap of the client address or the ally: unlike a per-number limit, it says nothing about an account. */
export class MessageCapError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many messages: try again in ${retryAfterSeconds} s`, {
      retry_after: retryAfterSeconds,
    });
  }
}

const REFUSALS = {
  address: 'refused: cap per address',
  allyHour: 'refused: cap per ally per hour',
  allyDay: 'refused: cap per ally per day',
} as const;

/**
 * A phone number of a country the ally does not serve gets no message: 400 naming `phone_number`.
 * An unknown ally (or none said) is held to the countries some ally serves.
 */
export async function assertServedPhone(app: FastifyInstance, allyCode: string | undefined, phone: string) {
  let codes = await servedDialCodes(app.db, allyCode);
  if (codes.length === 0 && allyCode !== undefined) codes = await servedDialCodes(app.db, undefined);
  if (codes.some((code) => phone.startsWith(code))) return;
  throw new HttpError(400, 'bad_request', 'Invalid input', {
    fields: [{ field: 'phone_number', reason: PHONE_NOT_SERVED }],
  });
}

type Message = { channel: 'whatsapp' | 'email'; to: string };
type Refusal = [keyof typeof REFUSALS, RateDecision & { allowed: false }];

/**
 * The ally whose budget a message spends: a known ally's code, or `(none)` for a code no ally has.
 * A free string would give each invented code a budget of its own, so a pump could spread over them.
 */
async function budgetOf(app: FastifyInstance, allyCode: string | undefined): Promise<string> {
  return allyCode !== undefined && (await allyIdOf(app.db, allyCode)) !== undefined ? allyCode : '(none)';
}

/** The ally's caps per hour and per day, counted; the refusal with the longest wait, if any. */
async function allyCapRefusal(app: FastifyInstance, ally: string): Promise<Refusal | undefined> {
  const rules = messageCapRules(app.config.messageCaps);
  const { limiter } = app.ports;
  const decisions: [keyof typeof REFUSALS, RateDecision][] = [
    ['allyHour', await limiter.hit(rules.allyHour, ally)],
    ['allyDay', await limiter.hit(rules.allyDay, ally)],
  ];
  const refused = decisions.filter((entry): entry is Refusal => !entry[1].allowed);
  return refused.sort(([, a], [, b]) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
}

/** Logs a refusal and, outside production, lists it in the development outbox. */
async function recordRefusal(app: FastifyInstance, message: Message, cap: keyof typeof REFUSALS, who: object) {
  app.log.warn({ cap, ...who }, 'outbound message refused');
  if (app.config.nodeEnv !== 'production') {
    await app.db
      .insert(outboxMessages)
      .values({ channel: message.channel, recipient: message.to, body: '', refused: REFUSALS[cap] });
  }
}

async function refuse(app: FastifyInstance, origin: MessageOrigin, message: Message, [cap, decision]: Refusal) {
  await recordRefusal(app, message, cap, { ip: origin.ip, ally: origin.allyCode });
  origin.reply?.header('retry-after', String(decision.retryAfterSeconds));
  throw new MessageCapError(decision.retryAfterSeconds);
}

/**
 * The checks of the request itself, before any lookup: the phone's country must be one the ally
 * serves (400), and the client address under its cap (429 with Retry-After).
 */
export async function admitFromAddress(app: FastifyInstance, origin: MessageOrigin, message: Message): Promise<void> {
  if (message.channel === 'whatsapp') await assertServedPhone(app, origin.allyCode, message.to);
  const decision = await app.ports.limiter.hit(messageCapRules(app.config.messageCaps).address, origin.ip);
  if (!decision.allowed) await refuse(app, origin, message, ['address', decision]);
}

/**
 * Lets one outbound message (code, PIN, notice) asked for in this request through, or refuses it:
 * admitFromAddress, then the caps of the ally (of the site, if it is a known one) per hour and per
 * day (429 with Retry-After). What one address is refused does not count against its ally, so one
 * pump cannot use up the ally's messages for everybody else. Per-recipient limits stay with each
 * caller. A refusal is listed in the development outbox ("refused: cap per address").
 */
export async function admitMessage(app: FastifyInstance, origin: MessageOrigin, message: Message): Promise<void> {
  await admitFromAddress(app, origin, message);
  const refusal = await allyCapRefusal(app, await budgetOf(app, origin.allyCode));
  if (refusal) await refuse(app, origin, message, refusal);
}

/**
 * For a message decided after the answer (a reset for an account that exists): the caps of the
 * account's own ally, so requests that send nothing (an unknown email or phone) spend no ally's
 * budget. False, logged and listed, when refused: the caller sends nothing.
 */
export async function admitForAccount(app: FastifyInstance, allyCode: string, message: Message): Promise<boolean> {
  const refusal = await allyCapRefusal(app, allyCode);
  if (refusal) await recordRefusal(app, message, refusal[0], { ally: allyCode });
  return refusal === undefined;
}
