import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  MAX_COOKIE_BYTES,
  readAllyCode,
  readCountry,
  readCsrfToken,
  readShopMode,
  readToken,
  readUserAccess,
  writeAllyCode,
  writeCountry,
  writeShopMode,
  writeToken,
  writeUserAccess,
} from './cookies';
import { cookieValue, setCookie } from './test/cookies';

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
  it('round-trips country, ally code, token, user access and shop mode under their spec names', () => {
    writeCountry('mx');
    writeAllyCode('impulsa');
    writeToken('mock-token-1');
    writeUserAccess('staff');
    writeShopMode(true);

    expect([readCountry(), readAllyCode(), readToken(), readUserAccess(), readShopMode()]).toEqual([
      'mx',
      'impulsa',
      'mock-token-1',
      'staff',
      true,
    ]);
    expect(['country', 'ally_code', 'token', 'user_access', 'shop_mode'].map(cookieValue)).toEqual([
      'mx',
      'impulsa',
      'mock-token-1',
      'staff',
      'true',
    ]);
  });

  it('reads missing cookies as undefined and shop mode as off', () => {
    expect([readCountry(), readAllyCode(), readToken(), readUserAccess(), readCsrfToken()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(readShopMode()).toBe(false);
  });

  it('reads an unknown user access value as no access', () => {
    setCookie('user_access', 'superuser');
    expect(readUserAccess()).toBeUndefined();
  });

  it('reads the anti-forgery token the API set', () => {
    setCookie('csrftoken', 'csrf-123');
    expect(readCsrfToken()).toBe('csrf-123');
  });

  it('clears the token', () => {
    writeToken('mock-token-1');
    clearToken();
    expect(readToken()).toBeUndefined();
  });

  it('writes the token for path /, SameSite Lax, expiring in 30 days', () => {
    const writes = spyOnCookieWrites();
    writeToken('mock-token-1');
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(/^token=mock-token-1; path=\/; sameSite=Lax; expires=/i);
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
    writeToken('x'.repeat(MAX_COOKIE_BYTES - 'token='.length));
    expect(warn).not.toHaveBeenCalled();
    writeToken('x'.repeat(MAX_COOKIE_BYTES));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"token" is 4102 bytes'));
  });
});
