import { describe, expect, it } from 'vitest';
import { encodeStatusList, isSetInStatusList, STATUS_LIST_BITS } from './status-list';

describe('a Bitstring Status List', () => {
  it('sets exactly the revoked indices, the first one the left-most bit', () => {
    const list = encodeStatusList([0, 9, STATUS_LIST_BITS - 1]);
    expect(list.startsWith('u')).toBe(true);
    const bits = [0, 1, 8, 9, 10, STATUS_LIST_BITS - 2, STATUS_LIST_BITS - 1].map((index) =>
      isSetInStatusList(list, index),
    );
    expect(bits).toEqual([true, false, false, true, false, false, true]);
  });

  it('is 16 KB uncompressed however few are revoked, and small once compressed', () => {
    const empty = encodeStatusList([]);
    expect(isSetInStatusList(empty, 12_345)).toBe(false);
    expect(empty.length).toBeLessThan(200);
  });

  it('refuses an index outside the list and a list without the multibase prefix', () => {
    expect(() => encodeStatusList([STATUS_LIST_BITS])).toThrow(RangeError);
    expect(() => encodeStatusList([-1])).toThrow(RangeError);
    expect(() => encodeStatusList([1.5])).toThrow(RangeError);
    expect(() => isSetInStatusList(encodeStatusList([]), STATUS_LIST_BITS)).toThrow(RangeError);
    expect(() => isSetInStatusList('zabc', 0)).toThrow('multibase');
  });
});
