import { IDEMPOTENCY_HEADER } from '@aula/contracts/headers';
import { type BaseQueryStep, isApiUrl, methodOf, withHeader } from './request';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A v4 UUID; crypto.randomUUID exists only on secure origins, so plain http gets the same from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function hasKey(args: Parameters<ReturnType<BaseQueryStep>>[0]): boolean {
  if (typeof args === 'string') return false;
  return new Headers(args.headers as HeadersInit | undefined).has(IDEMPOTENCY_HEADER);
}

/**
 * Every write to our API carries its own Idempotency-Key, made when it is first tried: the
 * service worker queues it with the request when offline, and the API answers a repeat of the key
 * (a replayed queue, a retry after a lost answer) with the first answer instead of doing it twice.
 */
export const withIdempotencyKey: BaseQueryStep = (next) => (args, api, extraOptions) => {
  if (!isApiUrl(args) || !WRITES.has(methodOf(args)) || hasKey(args)) return next(args, api, extraOptions);
  return next(withHeader(args, IDEMPOTENCY_HEADER, newIdempotencyKey()), api, extraOptions);
};
