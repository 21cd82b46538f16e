import type { FastifyReply } from 'fastify';
import type { BackoffPolicy, RateDecision, RateLimiter, RateRule } from '../ports/rate-limiter';
import { HttpError } from './http-error';

/** The limits of the account calls; windows in seconds. */
export const RULES = {
  /** WhatsApp codes per phone: ten a day (5 tries each bounds guessing); one a minute is codeResendRule. */
  codeDaily: { name: 'code-daily', limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Code checks per client address, across phone numbers. */
  codeChecks: { name: 'code-check', limit: 30, windowSeconds: 10 * 60 },
  /** Reset links and new PINs per email or phone. */
  resetSends: { name: 'reset-send', limit: 3, windowSeconds: 15 * 60 },
  /** Existence checks per client address. */
  phoneLookups: { name: 'phone-lookup', limit: 20, windowSeconds: 60 },
  /** Webinar code redemptions per learner and per client address: codes cannot be guessed by bursts. */
  webinarRedeemLearner: { name: 'webinar-redeem-learner', limit: 10, windowSeconds: 15 * 60 },
  webinarRedeemAddress: { name: 'webinar-redeem-address', limit: 30, windowSeconds: 15 * 60 },
  /** The console's "refresh now" per ally: a refresh takes a core of the database for up to minutes. */
  insightRefresh: { name: 'insight-refresh', limit: 1, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

const DAY = 24 * 60 * 60;

/** One WhatsApp code (or already-registered notice) per phone per window: config.codeResendSeconds, 60 by default. */
export const codeResendRule = (windowSeconds: number): RateRule => ({ name: 'code-resend', limit: 1, windowSeconds });

/**
 * Every outbound message (WhatsApp codes, PINs, reset links, notices) per client address and per
 * ally, on top of the per-recipient rules above: limits from the configuration (config.messageCaps).
 */
export function messageCapRules(caps: { perAddressHour: number; perAllyHour: number; perAllyDay: number }) {
  return {
    address: { name: 'message-address', limit: caps.perAddressHour, windowSeconds: 60 * 60 },
    allyHour: { name: 'message-ally-hour', limit: caps.perAllyHour, windowSeconds: 60 * 60 },
    allyDay: { name: 'message-ally-day', limit: caps.perAllyDay, windowSeconds: DAY },
  } as const satisfies Record<string, RateRule>;
}

/**
 * Failed sign-ins (password or PIN) back off exponentially instead of locking: per account (its
 * email and phone together), per known device of the account, and per client address, where a
 * looser policy slows one address spraying passwords across many accounts.
 */
export const LOGIN_BACKOFF = {
  account: { name: 'login-account', freeFailures: 5, baseSeconds: 2, maxSeconds: 15 * 60, forgetAfterSeconds: DAY },
  device: { name: 'login-device', freeFailures: 5, baseSeconds: 2, maxSeconds: 15 * 60, forgetAfterSeconds: DAY },
  address: { name: 'login-address', freeFailures: 20, baseSeconds: 1, maxSeconds: 15 * 60, forgetAfterSeconds: DAY },
} as const satisfies Record<string, BackoffPolicy>;

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', `Too many requests: try again in ${retryAfterSeconds} s`, {
    retry_after: retryAfterSeconds,
  });

/** Throws the 429 for a refused decision; sets Retry-After too. */
export function enforce(decision: RateDecision, reply?: FastifyReply): void {
  if (decision.allowed) return;
  reply?.header('retry-after', String(decision.retryAfterSeconds));
  throw rateLimited(decision.retryAfterSeconds);
}

/** Counts a hit on every rule and refuses with the longest wait if any is used up. */
export async function hitAll(limiter: RateLimiter, entries: [RateRule, string][], reply?: FastifyReply) {
  const decisions = await Promise.all(entries.map(([rule, key]) => limiter.hit(rule, key)));
  const refused = decisions.filter((d) => !d.allowed) as { allowed: false; retryAfterSeconds: number }[];
  if (refused.length > 0) {
    enforce({ allowed: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) }, reply);
  }
}
