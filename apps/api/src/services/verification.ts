import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { codeResendRule, hitAll, RULES } from '../lib/rate-limit';
import { consumeCode, countWrongTry, latestCode, replaceCode } from '../repositories/accounts';
import { codeText } from './account-messages';
import { admitMessage, assertServedPhone, type MessageOrigin } from './message-gate';
import { senderForPhone } from './message-sender';

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES = 5;

const codeHash = (key: string, phone: string, code: string) =>
  createHmac('sha256', key).update(`aula.wa-code|${phone}|${code}`).digest('hex');

/**
 * Issues a 6-digit code for a phone and sends it by WhatsApp (after the answer). Throws the 429
 * when the phone had a code within config.codeResendSeconds (a minute by default) or ten today, and, given the request's
 * origin, the 400 for a country the ally does not serve and the 429 of the address and ally caps
 * (message-gate.ts). Without an origin the caller has admitted the message already.
 */
export async function sendCode(app: FastifyInstance, phone: string, origin?: MessageOrigin): Promise<void> {
  const { limiter, now, secretKey, deliveries, whatsapp } = app.ports;
  if (origin) await assertServedPhone(app, origin.allyCode, phone);
  await hitAll(
    limiter,
    [
      [codeResendRule(app.config.codeResendSeconds), phone],
      [RULES.codeDaily, phone],
    ],
    origin?.reply,
  );
  if (origin) await admitMessage(app, origin, { channel: 'whatsapp', to: phone });
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(now().getTime() + CODE_TTL_SECONDS * 1000);
  await replaceCode(app.db, phone, codeHash(secretKey, phone, code), expiresAt);
  deliveries.start('a WhatsApp code', async () => {
    const ally = await senderForPhone(app, phone, origin?.allyCode);
    await whatsapp.sendCode({ to: phone, code, body: codeText(code, ally) });
  });
}

const invalidCode = () => new HttpError(400, 'invalid_code', 'The code is not valid');

/** Checks a code: single use, 10 minutes, 5 wrong tries; throws the matching 400 otherwise. */
export async function checkCode(app: FastifyInstance, phone: string, code: string): Promise<void> {
  const { now, secretKey } = app.ports;
  const row = await latestCode(app.db, phone);
  if (!row) throw invalidCode();
  if (row.attempts >= MAX_WRONG_TRIES) {
    throw new HttpError(400, 'code_locked', 'Too many wrong tries: ask for a new code');
  }
  if (row.expiresAt.getTime() <= now().getTime()) {
    throw new HttpError(400, 'code_expired', 'The code has expired: ask for a new code');
  }
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(secretKey, phone, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    if (await consumeCode(app.db, row.id, MAX_WRONG_TRIES, now())) return;
    throw invalidCode();
  }
  const attempts = await countWrongTry(app.db, row.id, MAX_WRONG_TRIES);
  if (attempts === undefined) throw new HttpError(400, 'code_locked', 'Too many wrong tries: ask for a new code');
  throw invalidCode();
}
