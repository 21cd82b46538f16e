import type { ByteRange } from '../ports/media-storage';

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes: `a-b`, `a-` or the
 * last `-n`. Undefined: no usable range (absent, several, another unit), so the whole file is sent,
 * as RFC 9110 allows. 'unsatisfiable': it starts past the end (416).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const last = Number(to);
    if (last === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
