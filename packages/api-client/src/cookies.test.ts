import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearUserAccess,
  hasSession,
  MAX_COOKIE_BYTES,
  readAllyCode,
  readCountry,
  readCsrfToken,
  readUserAccess,
  writeAllyCode,
  writeCountry,
  writeDataSaverChoice,
  writeUserAccess,
} from './cookies';
import { cookieValue, removeCookie, setCookie } from './test/cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The raw strings assigned to document.cookie, attributes included. */
function spyOnCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  return vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    descriptor?.set?.call(this, value);
  });
}

function expiryOf(written: string): number {
  const expires = /expires=([^;]+)/.exec(written)?.[1];
  return expires ? Date.parse(expires) : Number.NaN;
}

describe('cookies', () => {
  it('round-trips country, ally code and user access under their spec names (no token: the API keeps it HttpOnly)', () => {
    writeCountry('mx');
    writeAllyCode('impulsa');
    writeUserAccess('staff');

    expect([readCountry(), readAllyCode(), readUserAccess()]).toEqual(['mx', 'impulsa', 'staff']);
    expect(['country', 'ally_code', 'user_access'].map(cookieValue)).toEqual(['mx', 'impulsa', 'staff']);
    expect(document.cookie).not.toMatch(/(^|; )token/);
  });

  it('gives the server the data-saver choice as data_saver=on, and takes it back when turned off', () => {
    writeDataSaverChoice(true);
    expect(cookieValue('data_saver')).toBe('on');
    writeDataSaverChoice(false);
    expect(cookieValue('data_saver')).toBeUndefined();
  });

  it('reads missing cookies as undefined', () => {
    removeCookie('csrftoken');
    expect([readCountry(), readAllyCode(), readUserAccess(), readCsrfToken()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads an unknown user access value as no access', () => {
    setCookie('user_access', 'superuser');
    expect(readUserAccess()).toBeUndefined();
  });

  it('reads the anti-forgery token the API set', () => {
    setCookie('csrftoken', 'csrf-123');
    expect(readCsrfToken()).toBe('csrf-123');
  });

  it('clears the signed-in mark', () => {
    writeUserAccess('learner');
    clearUserAccess();
    expect(readUserAccess()).toBeUndefined();
  });

  it('keeps the signed-in mark of each ally under its own name, and clears only that one', () => {
    writeUserAccess('learner', 'impulsa');
    writeUserAccess('staff', 'crecer');
    expect([readUserAccess('impulsa'), readUserAccess('crecer'), readUserAccess()]).toEqual([
      'learner',
      'staff',
      undefined,
    ]);
    clearUserAccess('crecer');
    // Bad case tried: clearing one ally's mark must leave another's session alone.
    expect([hasSession('impulsa'), hasSession('crecer')]).toEqual([true, false]);
  });

  it('writes the signed-in mark for path /, SameSite Lax, expiring in 30 days', () => {
    const writes = spyOnCookieWrites();
    writeUserAccess('learner');
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(/^user_access=learner; path=\/; sameSite=Lax; expires=/i);
    expect(expiryOf(written) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect(expiryOf(written) - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(written).not.toMatch(/secure/i);
  });

  describe('on https', () => {
    beforeEach(() => {
      vi.stubGlobal('location', new URL('https://impulsa.example/'));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('marks cookies secure', () => {
      const writes = spyOnCookieWrites();
      writeCountry('mx');
      expect(String(writes.mock.calls[0]?.[0])).toMatch(/; secure/);
    });
  });

  it('warns when a written cookie exceeds 4096 bytes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeCountry('x'.repeat(MAX_COOKIE_BYTES - 'country='.length));
    expect(warn).not.toHaveBeenCalled();
    writeCountry('x'.repeat(MAX_COOKIE_BYTES));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"country" is 4104 bytes'));
  });
});
