import { allyPath } from '@aula/contracts/site-paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { assertUsablePassword } from '../lib/password-policy';
import { normalizePhone } from '../lib/phone';
import { hitAll, RULES } from '../lib/rate-limit';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from '../lib/reset-token';
import { hashSecret } from '../lib/secrets';
import { type Account, findAccount, replacePasswordHash, setPinHash } from '../repositories/accounts';
import { revokeOtherSessions } from '../repositories/sessions';
import { type ResetLink, resetLinkMail, resetLinkText } from './account-messages';
import { forgetAccountBackoff } from './login-throttle';
import { admitForAccount, admitFromAddress, type MessageOrigin } from './message-gate';
import { checkCode, sendCode } from './verification';

export const invalidResetToken = () => new HttpError(400, 'invalid_token', 'The reset link is invalid or has expired');

/**
 * `url_base` must be one of FRONTEND_ORIGINS or an ally's own site (a trailing slash is ignored);
 * else 400 naming it.
 */
export function frontendBase(app: FastifyInstance, urlBase: string): string {
  const base = urlBase.replace(/\/+$/, '');
  if (app.config.frontendOrigins.includes(base) || app.allyHosts.isAllyOrigin(base)) return base;
  throw new HttpError(400, 'bad_request', 'Invalid input', {
    fields: [{ field: 'url_base', reason: 'is not a front-end address of this site' }],
  });
}

function resetLink(app: FastifyInstance, base: string, account: Account): ResetLink {
  const token = makeResetToken(app.ports.secretKey, account, app.ports.now());
  const site = { country: account.countryCode, allyCode: account.allyCode };
  return {
    // An ally with its own host gets its links there, whichever of its addresses asked.
    url: `${app.allyHosts.originOf(account.allyCode) ?? base}${allyPath(site, 'resetPassword', {}, { uidb64: encodeUid(account.id), token })}`,
    lifetimeSeconds: app.config.passwordResetTimeoutSeconds,
  };
}

/**
 * The reset-link calls count a hit per address, then look the account up and send after the
 * answer, so known and unknown addresses get the same answer in the same time. Only a message
 * that goes out (an active account's) spends its ally's budget (message-gate.ts admitForAccount):
 * requests for unknown addresses cannot use up the messages of an ally's real learners.
 */
export async function sendResetByEmail(
  app: FastifyInstance,
  email: string,
  base: string,
  origin: MessageOrigin,
): Promise<void> {
  const address = email.toLowerCase();
  await hitAll(app.ports.limiter, [[RULES.resetSends, `mail:${address}`]], origin.reply);
  await admitFromAddress(app, origin, { channel: 'email', to: address });
  app.ports.deliveries.start('a reset link by mail', async () => {
    const account = await findAccount(app.db, { email: address });
    if (account?.status !== 'active') return;
    if (!(await admitForAccount(app, account.allyCode, { channel: 'email', to: address }))) return;
    await app.ports.mailer.send(resetLinkMail(address, resetLink(app, base, account), account.allyName));
  });
}

export async function sendResetByPhone(
  app: FastifyInstance,
  phone: string,
  base: string,
  origin: MessageOrigin,
): Promise<void> {
  const phoneNumber = normalizePhone(phone);
  await hitAll(app.ports.limiter, [[RULES.resetSends, `phone:${phoneNumber}`]], origin.reply);
  await admitFromAddress(app, origin, { channel: 'whatsapp', to: phoneNumber });
  app.ports.deliveries.start('a reset link by WhatsApp', async () => {
    const account = await findAccount(app.db, { phoneNumber });
    if (account?.status !== 'active') return;
    if (!(await admitForAccount(app, account.allyCode, { channel: 'whatsapp', to: phoneNumber }))) return;
    await app.ports.whatsapp.sendText({
      to: phoneNumber,
      body: resetLinkText(resetLink(app, base, account), account.allyName),
    });
  });
}

/**
 * First step of a PIN reset: a WhatsApp code to the phone of an active account (nothing for an
 * unknown one; the answer is the same). The PIN itself does not change here.
 */
export async function resetPin(app: FastifyInstance, phone: string, origin: MessageOrigin): Promise<void> {
  const phoneNumber = normalizePhone(phone);
  await hitAll(app.ports.limiter, [[RULES.resetSends, `pin:${phoneNumber}`]], origin.reply);
  // The address's cap is counted before the lookup, known number or not, so it says nothing about accounts.
  await admitFromAddress(app, origin, { channel: 'whatsapp', to: phoneNumber });
  // After the answer, so known and unknown numbers answer alike and in the same time; only a code
  // that goes out spends the ally's budget.
  app.ports.deliveries.start('a PIN reset code', async () => {
    const account = await findAccount(app.db, { phoneNumber });
    if (account?.status !== 'active') return;
    if (await admitForAccount(app, account.allyCode, { channel: 'whatsapp', to: phoneNumber })) {
      await sendCode(app, phoneNumber);
    }
  });
}

/**
 * Second step: the code proves the phone, then the learner's chosen PIN replaces the old one and
 * every session of the account ends. An unknown phone fails like a wrong code.
 */
export async function confirmPin(
  app: FastifyInstance,
  input: { phone_number: string; verification_code: string; login_pin: string },
): Promise<void> {
  const phoneNumber = normalizePhone(input.phone_number);
  await checkCode(app, phoneNumber, input.verification_code);
  const account = await findAccount(app.db, { phoneNumber });
  if (account?.status !== 'active') throw new HttpError(400, 'invalid_code', 'The code is not valid');
  await setPinHash(app.db, account.id, await hashSecret(input.login_pin));
  await revokeOtherSessions(app.db, account.id);
  await app.sessions.changed(account.id);
  await forgetAccountBackoff(app, account.id);
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
  assertUsablePassword(input.password, account);
  // The link is signed over the old hash: the conditional write is what consumes it.
  const consumed = await replacePasswordHash(
    app.db,
    account.id,
    account.passwordHash,
    await hashSecret(input.password),
  );
  if (!consumed) throw invalidResetToken();
  // Whoever had the account's sessions (the reason for a reset, often) loses them all.
  await revokeOtherSessions(app.db, account.id);
  await app.sessions.changed(account.id);
  await forgetAccountBackoff(app, account.id);
}
