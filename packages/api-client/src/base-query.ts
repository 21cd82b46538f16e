import { withAuthFailureRedirect } from './base-query/auth-failure';
import { withAuthHeader } from './base-query/auth-header';
import { withCsrfHeader } from './base-query/csrf-header';
import { fetchFromApi } from './base-query/fetch-from-api';
import { withIdempotencyKey } from './base-query/idempotency-key';
import { withPublicCache } from './base-query/public-cache';
import type { BaseQuery, BaseQueryStep } from './base-query/request';

/**
 * Outermost first. The redirect sees every failure; the public cache answers before any header
 * is computed and only stores what really came back from the network. A write gets its
 * Idempotency-Key once, outside the anti-forgery retry, so a resend keeps it.
 */
const steps: BaseQueryStep[] = [
  withAuthFailureRedirect,
  withPublicCache,
  withIdempotencyKey,
  withAuthHeader,
  withCsrfHeader,
];

export function createBaseQuery(): BaseQuery {
  return steps.reduceRight<BaseQuery>((next, step) => step(next), fetchFromApi);
}
