import type { LoginRequest, LoginResponse } from '@aula/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieValue, knownDevice } from '../lib/device-cookie';
import { normalizePhone } from '../lib/phone';
import { enforce, LOGIN_BACKOFF } from '../lib/rate-limit';
import { secureCookie, setSessionCookie } from '../lib/session-cookie';
import type { BackoffCounter } from '../ports/rate-limiter';
import { findUserForLogin } from '../repositories/users';
import { login } from './auth';

/**
 * Which back-off counters a sign-in attempt is weighed on. From a device the account has signed
 * in on before: that device only. Otherwise the account (one counter for its email and its phone;
 * an unknown identifier gets its own, so answers never tell whether an account exists) and the
 * client's address.
 */
async function countersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  body: LoginRequest,
): Promise<BackoffCounter[]> {
  const identifier = body.email ? body.email.toLowerCase() : normalizePhone(body.phone_number ?? '');
  const account = await findUserForLogin(app.db, body.email ? { email: identifier } : { phoneNumber: identifier });
  const device = knownDevice(app.ports.secretKey, request.cookies[DEVICE_COOKIE], account?.id);
  if (device) return [[LOGIN_BACKOFF.device, `${account?.id}:${device}`]];
  return [
    [LOGIN_BACKOFF.account, account ? `user:${account.id}` : `unknown:${identifier}`],
    [LOGIN_BACKOFF.address, request.ip],
  ];
}

/**
 * Signs in unless a counter is still backing off (429 with Retry-After). The attempt is counted
 * before the secret is checked, so parallel guesses are refused instead of all being checked.
 */
export async function throttledLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginRequest,
): Promise<LoginResponse> {
  const { limiter, secretKey } = app.ports;
  const counters = await countersFor(app, request, body);
  enforce(await limiter.attempt(counters), reply);
  const session = await login(app.db, body, {
    tokenTtlHours: app.config.tokenTtlHours,
    userAgent: request.headers['user-agent'],
  });
  // The address keeps its failures (one success must not reset a spray across other accounts)
  // but not this success, so learners behind one shared address do not slow each other.
  await Promise.all(
    counters.map(([policy, key]) =>
      policy === LOGIN_BACKOFF.address ? limiter.refund(policy, key) : limiter.clearFailures(policy, key),
    ),
  );
  reply.setCookie(DEVICE_COOKIE, deviceCookieValue(secretKey, session.user.id), {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  // The body keeps the token for API clients (apps, scripts); the web app uses only the cookie.
  setSessionCookie(request, reply, session, {
    tokenTtlHours: app.config.tokenTtlHours,
    sameSite: app.config.sessionCookieSameSite,
  });
  return session;
}

/**
 * Forgets the account's sign-in back-off once its owner has proved to hold the phone or the
 * email (a PIN or password reset), so an attacker's guesses cannot keep the owner out.
 */
export async function forgetAccountBackoff(app: FastifyInstance, userId: number): Promise<void> {
  await app.ports.limiter.clearFailures(LOGIN_BACKOFF.account, `user:${userId}`);
}
