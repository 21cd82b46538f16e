import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './storage-size';

describe('formatStorageSize', () => {
  it('says kilobytes below a megabyte, at least one for anything kept', () => {
    expect(formatStorageSize(12_345, 'es')).toBe('13\u00a0kB');
    expect(formatStorageSize(10, 'en')).toBe('1\u00a0kB');
  });

  it('says megabytes with one decimal above, in the language’s own decimal mark', () => {
    expect(formatStorageSize(2_450_000, 'es')).toBe('2,5\u00a0MB');
    expect(formatStorageSize(2_450_000, 'en')).toBe('2.5\u00a0MB');
  });

  it('refuses a size that is not a count of bytes (negative, not a number)', () => {
    expect(() => formatStorageSize(-1, 'es')).toThrow(RangeError);
    expect(() => formatStorageSize(Number.NaN, 'es')).toThrow(RangeError);
  });
});
