import type { LoginRequest, LoginResponse } from '@aula/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieValue, knownDevice } from '../lib/device-cookie';
import { HttpError } from '../lib/http-error';
import { normalizePhone } from '../lib/phone';
import { enforce, LOGIN_BACKOFF } from '../lib/rate-limit';
import type { BackoffPolicy } from '../ports/rate-limiter';
import { findUserForLogin } from '../repositories/users';
import { login } from './auth';

type Counter = [BackoffPolicy, string];

/**
 * Which back-off counters a sign-in attempt is weighed on. From a device the account has signed
 * in on before: that device only. Otherwise the account (one counter for its email and its phone;
 * an unknown identifier gets its own, so answers never tell whether an account exists) and the
 * client's address.
 */
async function countersFor(app: FastifyInstance, request: FastifyRequest, body: LoginRequest): Promise<Counter[]> {
  const identifier = body.email ? body.email.toLowerCase() : normalizePhone(body.phone_number ?? '');
  const account = await findUserForLogin(app.db, body.email ? { email: identifier } : { phoneNumber: identifier });
  const device = knownDevice(app.ports.secretKey, request.cookies[DEVICE_COOKIE], account?.id);
  if (device) return [[LOGIN_BACKOFF.device, `${account?.id}:${device}`]];
  return [
    [LOGIN_BACKOFF.account, account ? `user:${account.id}` : `unknown:${identifier}`],
    [LOGIN_BACKOFF.address, request.ip],
  ];
}

/** Signs in unless a counter is still backing off (429 with Retry-After); counts failures. */
export async function throttledLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginRequest,
): Promise<LoginResponse> {
  const { limiter, secretKey } = app.ports;
  const counters = await countersFor(app, request, body);
  const waits = await Promise.all(counters.map(([policy, key]) => limiter.waitSeconds(policy, key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) enforce({ allowed: false, retryAfterSeconds: wait }, reply);
  try {
    const session = await login(app.db, body, {
      tokenTtlHours: app.config.tokenTtlHours,
      userAgent: request.headers['user-agent'],
    });
    // The address keeps its count: one success must not reset a spray across other accounts.
    const owned = counters.filter(([policy]) => policy !== LOGIN_BACKOFF.address);
    await Promise.all(owned.map(([policy, key]) => limiter.clearFailures(policy, key)));
    reply.setCookie(DEVICE_COOKIE, deviceCookieValue(secretKey, session.user.id), {
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    return session;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'invalid_credentials') {
      await Promise.all(counters.map(([policy, key]) => limiter.recordFailure(policy, key)));
    }
    throw error;
  }
}
