import { gunzipSync, gzipSync } from 'node:zlib';

// A W3C Bitstring Status List: one bit per certificate of an ally, 1 = revoked, the first index the
// left-most bit of the first byte; published gzip-compressed, base64url with the multibase prefix
// `u`. 131,072 bits (16 KB) is the spec's smallest list: a list that small would tell how few
// certificates exist, and the indices are drawn at random, so a neighbour's index tells nothing.

export const STATUS_LIST_BITS = 131_072;

export function encodeStatusList(revoked: Iterable<number>): string {
  const bits = Buffer.alloc(STATUS_LIST_BITS / 8);
  for (const index of revoked) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_BITS)
      throw new RangeError(`status index ${index}`);
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Whether the bit at `index` is set in an encoded list (what a verifier reads). */
export function isSetInStatusList(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('not a multibase base64url list');
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (index < 0 || index >= bits.length * 8) throw new RangeError(`status index ${index}`);
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}
