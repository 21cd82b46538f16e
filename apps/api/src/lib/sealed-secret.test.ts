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
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => unseal(`${sealed.slice(0, -1)}${last}`, SECRET, 'issuer-key')).toThrow();
    expect(() => unseal('plain', SECRET, 'issuer-key')).toThrow('not a sealed secret');
  });
});
