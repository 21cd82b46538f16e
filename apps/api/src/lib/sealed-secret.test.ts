import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed-secret';

const SECRET = 'k'.repeat(40);

describe('a sealed secret', () => {
  it('opens with the secret and purpose it was sealed with, and is different every time', () => {
    const sealed = seal('{"d":"private"}', SECRET, 'issuer-key');
    expect(sealed).not.toContain('private');
    expect(seal('{"d":"private"}', SECRET, 'issuer-key')).not.toBe(sealed);
    expect(unseal(sealed, SECRET, 'issuer-key')).toBe('{"d":"private"}');
  });

  it('refuses another secret, another purpose, a changed character and text that was never sealed', () => {
    const sealed = seal('plain', SECRET, 'issuer-key');
    expect(() => unseal(sealed, 'x'.repeat(40), 'issuer-key')).toThrow();
    expect(() => unseal(sealed, SECRET, 'another-purpose')).toThrow();
    // One byte of the sealed text flipped (a changed base64 character may only touch padding bits).
    const [version, iv, tag, text] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(text, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => unseal([version, iv, tag, bytes.toString('base64url')].join('.'), SECRET, 'issuer-key')).toThrow();
    expect(() => unseal('plain', SECRET, 'issuer-key')).toThrow('not a sealed secret');
  });
});
