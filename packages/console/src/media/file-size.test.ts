import { describe, expect, it } from 'vitest';
import { readableSize } from './file-size';

describe('a file size as the upload bar says it', () => {
  it('says a small file in kilobytes, never "0 MB" (bad input: 20 KB, 300 bytes, an empty file)', () => {
    expect(readableSize(20 * 1024, 'es')).toEqual({ value: '20', unit: 'KB' });
    expect(readableSize(300, 'es')).toEqual({ value: '1', unit: 'KB' });
    expect(readableSize(0, 'es')).toEqual({ value: '0', unit: 'KB' });
  });

  it('says a large file in megabytes with one decimal, in the console’s language', () => {
    expect(readableSize(2.5 * 1024 * 1024, 'es')).toEqual({ value: '2,5', unit: 'MB' });
    expect(readableSize(2.5 * 1024 * 1024, 'en')).toEqual({ value: '2.5', unit: 'MB' });
    expect(readableSize(1024 * 1024, 'es')).toEqual({ value: '1', unit: 'MB' });
  });
});
