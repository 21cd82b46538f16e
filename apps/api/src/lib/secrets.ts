import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// N=2^14, r=8, p=1: the interactive-login parameters recommended for scrypt (~50 ms, 16 MiB).
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

function derive(secret: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password or PIN as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be
 * raised later without invalidating stored hashes.
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS, KEY_LENGTH);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N: +n, r: +r, p: +p }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows: checking against it when the user does not exist makes a
 * failed sign-in take as long as a wrong password, so timing does not reveal who is registered.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret(randomBytes(16).toString('hex'));
  return decoy;
}

/** 32 random bytes, base64url: the bearer token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
