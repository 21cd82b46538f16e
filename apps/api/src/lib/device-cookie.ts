import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookie": after a correct sign-in the browser gets a signed cookie naming the
 * account and a random device id. A later sign-in that presents it is counted on that device
 * alone, so failures an attacker causes on the account elsewhere never lock its owner out.
 */
export const DEVICE_COOKIE = 'aula_device';
export const DEVICE_COOKIE_DAYS = 365;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

export function deviceCookieValue(secret: string, userId: number): string {
  const payload = `${userId}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device id when `value` is a genuine device cookie of `userId`; otherwise undefined. */
export function knownDevice(secret: string, value: string | undefined, userId: number | undefined) {
  if (!value || userId === undefined) return undefined;
  const [owner, device, signature] = value.split('.');
  if (!owner || !device || !signature || Number(owner) !== userId) return undefined;
  const expected = Buffer.from(sign(secret, `${owner}.${device}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
}
