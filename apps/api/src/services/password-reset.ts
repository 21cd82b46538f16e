import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { normalizePhone } from '../lib/phone';
import { hitAll, RULES } from '../lib/rate-limit';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from '../lib/reset-token';
import { hashSecret } from '../lib/secrets';
import { type Account, findAccount, setPasswordHash, setPinHash } from '../repositories/accounts';
import { newPinText, resetLinkMail, resetLinkText } from './account-messages';

export const invalidResetToken = () => new HttpError(400, 'invalid_token', 'The reset link is invalid or has expired');

/** `url_base` must be one of FRONTEND_ORIGINS (a trailing slash is ignored); else 400 naming it. */
export function frontendBase(app: FastifyInstance, urlBase: string): string {
  const base = urlBase.replace(/\/+$/, '');
  if (app.config.frontendOrigins.includes(base)) return base;
  throw new HttpError(400, 'bad_request', 'Invalid input', {
    fields: [{ field: 'url_base', reason: 'is not a front-end address of Aula' }],
  });
}

function resetLink(app: FastifyInstance, base: string, account: Account): string {
  const token = makeResetToken(app.ports.secretKey, account, app.ports.now());
  const query = new URLSearchParams({ uidb64: encodeUid(account.id), token });
  return `${base}/${account.countryCode}/${account.allyCode}/restablecer?${query}`;
}

/**
 * The reset-link calls count a hit per address, then look the account up and send after the
 * answer, so known and unknown addresses get the same answer in the same time.
 */
export async function sendResetByEmail(app: FastifyInstance, email: string, base: string): Promise<void> {
  const address = email.toLowerCase();
  await hitAll(app.ports.limiter, [[RULES.resetSends, `mail:${address}`]]);
  app.ports.deliveries.start('a reset link by mail', async () => {
    const account = await findAccount(app.db, { email: address });
    if (account?.status !== 'active') return;
    await app.ports.mailer.send(resetLinkMail(address, resetLink(app, base, account)));
  });
}

export async function sendResetByPhone(app: FastifyInstance, phone: string, base: string): Promise<void> {
  const phoneNumber = normalizePhone(phone);
  await hitAll(app.ports.limiter, [[RULES.resetSends, `phone:${phoneNumber}`]]);
  app.ports.deliveries.start('a reset link by WhatsApp', async () => {
    const account = await findAccount(app.db, { phoneNumber });
    if (account?.status !== 'active') return;
    await app.ports.whatsapp.sendText({ to: phoneNumber, body: resetLinkText(resetLink(app, base, account)) });
  });
}

/** A new 4-digit PIN, stored hashed and sent by WhatsApp; nothing happens for an unknown phone. */
export async function resetPin(app: FastifyInstance, phone: string): Promise<void> {
  const phoneNumber = normalizePhone(phone);
  await hitAll(app.ports.limiter, [[RULES.resetSends, `pin:${phoneNumber}`]]);
  app.ports.deliveries.start('a new PIN', async () => {
    const account = await findAccount(app.db, { phoneNumber });
    if (account?.status !== 'active') return;
    const pin = randomInt(0, 10_000).toString().padStart(4, '0');
    await setPinHash(app.db, account.id, await hashSecret(pin));
    await app.ports.whatsapp.sendText({ to: phoneNumber, body: newPinText(pin) });
  });
}

/** The account a reset link belongs to, or the 400 invalid_token. */
export async function accountForResetToken(app: FastifyInstance, uidb64: string, token: string): Promise<Account> {
  const id = decodeUid(uidb64);
  const account = id === undefined ? undefined : await findAccount(app.db, { id });
  const { secretKey, now } = app.ports;
  const valid =
    account?.status === 'active' &&
    checkResetToken(secretKey, account, token, now(), app.config.passwordResetTimeoutSeconds);
  if (!valid || !account) throw invalidResetToken();
  return account;
}

export async function setNewPassword(app: FastifyInstance, input: { uidb64: string; token: string; password: string }) {
  const account = await accountForResetToken(app, input.uidb64, input.token);
  await setPasswordHash(app.db, account.id, await hashSecret(input.password));
}
