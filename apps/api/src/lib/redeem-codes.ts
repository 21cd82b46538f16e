import { randomInt } from 'node:crypto';

/**
 * The demo codes' alphabet (packages/demo-content achievements): digits and capitals without the
 * look-alikes 0/O and 1/I, so a code read aloud or copied from paper is typed right. 32 symbols:
 * each is 5 random bits, 8 of them 40 bits per code.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const GROUP = 4;

function group(): string {
  let out = '';
  for (let i = 0; i < GROUP; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** The ally's mark at the front of its codes (`IMP` for impulsa), as the demo codes have one. */
export function codePrefix(allyCode: string): string {
  return (allyCode.replace(/[^a-z0-9]/gi, '').slice(0, 3) || 'AUL').toUpperCase();
}

/** A new code like the demo ones, `IMP-P5VQ-FN4E`: crypto-random, so one code tells nothing of another. */
export function newRedeemCode(prefix: string): string {
  return `${prefix}-${group()}-${group()}`;
}
