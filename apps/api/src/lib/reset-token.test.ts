import { describe, expect, it } from 'vitest';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from './reset-token';

const KEY = 'k'.repeat(40);
const user = { id: 42, passwordHash: 'scrypt$a', lastLoginAt: new Date('2026-01-01T00:00:00Z') };
const now = new Date('2026-02-01T00:00:00Z');
const DAY = 86_400;

describe('reset tokens', () => {
  it('round-trip the user id through uidb64 and refuse anything else', () => {
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
    expect(decodeUid(encodeUid(0))).toBeUndefined();
    expect(decodeUid(encodeUid(-1))).toBeUndefined();
    expect(decodeUid('!!!')).toBeUndefined();
  });

  it('is valid for its user until the timeout, then dead', () => {
    const token = makeResetToken(KEY, user, now);
    expect(token).toMatch(/^[0-9a-z]+-[\w-]{43}$/);
    expect(checkResetToken(KEY, user, token, now, 3 * DAY)).toBe(true);
    expect(checkResetToken(KEY, user, token, new Date(now.getTime() + 3 * DAY * 1000), 3 * DAY)).toBe(true);
    expect(checkResetToken(KEY, user, token, new Date(now.getTime() + (3 * DAY + 1) * 1000), 3 * DAY)).toBe(false);
  });

  it('dies when the password hash or last sign-in changes, and with another key or user', () => {
    const token = makeResetToken(KEY, user, now);
    expect(checkResetToken(KEY, { ...user, passwordHash: 'scrypt$b' }, token, now, DAY)).toBe(false);
    expect(checkResetToken(KEY, { ...user, lastLoginAt: new Date() }, token, now, DAY)).toBe(false);
    expect(checkResetToken('x'.repeat(40), user, token, now, DAY)).toBe(false);
    expect(checkResetToken(KEY, { ...user, id: 43 }, token, now, DAY)).toBe(false);
    expect(checkResetToken(KEY, user, 'garbage', now, DAY)).toBe(false);
  });
});
