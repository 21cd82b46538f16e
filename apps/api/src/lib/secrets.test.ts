import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';
import { hashSecret, newToken, sha256Hex, verifySecret } from './secrets';

describe('hashSecret / verifySecret', () => {
  it('stores a self-describing salted hash that only the right secret matches', async () => {
    const hash = await hashSecret('Aula-demo-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Aula-demo-2026');
    expect(await hashSecret('Aula-demo-2026')).not.toBe(hash);
    expect(await verifySecret('Aula-demo-2026', hash)).toBe(true);
    expect(await verifySecret('aula-demo-2026', hash)).toBe(false);
  });

  it('refuses a stored value it does not understand instead of throwing', async () => {
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'scrypt$1$2')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as a sha256 hex digest', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('normalizePhone', () => {
  it('stores numbers as + and digits whether or not the client sent the plus', () => {
    expect(normalizePhone('525550000001')).toBe('+525550000001');
    expect(normalizePhone('+525550000001')).toBe('+525550000001');
  });
});
