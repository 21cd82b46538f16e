import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { outboxMessages } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { messageCapRules } from '../lib/rate-limit';
import type { RateDecision } from '../ports/rate-limiter';
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

/**
 * Lets one outbound message (code, PIN, reset link, notice) through, or refuses it: the phone's
 * country must be one the ally serves (400), and the client address and the ally must be under
 * their caps (429 with Retry-After). Per-recipient limits stay with each caller. A refusal is
 * listed in the development outbox ("refused: cap per address"), so the caps can be seen working.
 */
export async function admitMessage(
  app: FastifyInstance,
  origin: MessageOrigin,
  message: { channel: 'whatsapp' | 'email'; to: string },
): Promise<void> {
  if (message.channel === 'whatsapp') await assertServedPhone(app, origin.allyCode, message.to);
  const rules = messageCapRules(app.config.messageCaps);
  const ally = origin.allyCode ?? '(none)';
  const { limiter } = app.ports;
  // The address first: what one address is refused does not count against its ally, so one pump
  // cannot use up the ally's messages for everybody else.
  const address = await limiter.hit(rules.address, origin.ip);
  const decisions: [keyof typeof REFUSALS, RateDecision][] = address.allowed
    ? [
        ['allyHour', await limiter.hit(rules.allyHour, ally)],
        ['allyDay', await limiter.hit(rules.allyDay, ally)],
      ]
    : [['address', address]];
  const refused = decisions.filter(([, decision]) => !decision.allowed);
  if (refused.length === 0) return;
  const [cap] = refused[0] ?? ['address'];
  const retryAfter = Math.max(...refused.map(([, d]) => (d.allowed ? 0 : d.retryAfterSeconds)));
  app.log.warn({ cap, ip: origin.ip, ally }, 'outbound message refused');
  if (app.config.nodeEnv !== 'production') {
    await app.db
      .insert(outboxMessages)
      .values({ channel: message.channel, recipient: message.to, body: '', refused: REFUSALS[cap] });
  }
  origin.reply?.header('retry-after', String(retryAfter));
  throw new MessageCapError(retryAfter);
}
