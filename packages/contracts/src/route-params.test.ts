import { describe, expect, it } from 'vitest';
import { MAX_ID } from './common';
import { routeId, routePage } from './route-params';

describe('routeId and routePage: a route parameter read one way', () => {
  it("reads a positive whole number a PostgreSQL integer holds (up to MAX_ID, the schemas' bound)", () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('007')).toBe(7);
    expect(routeId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses anything else (bad input: "precios", "0", "1.5", "-2", "1e3", " 3", 2^31, empty, missing)', () => {
    for (const raw of [
      'precios',
      '0',
      '1.5',
      '-2',
      '1e3',
      ' 3',
      '٣',
      String(MAX_ID + 1),
      '99999999999',
      '',
      undefined,
      null,
    ]) {
      expect(routeId(raw)).toBeUndefined();
    }
  });

  it('reads a page number, 1 when the address has none', () => {
    expect(routePage(undefined)).toBe(1);
    expect(routePage('2')).toBe(2);
    expect(routePage('0')).toBeUndefined();
    expect(routePage('dos')).toBeUndefined();
  });
});
