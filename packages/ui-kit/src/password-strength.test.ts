import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('says nothing before anything is typed', () => {
    expect(passwordStrength('')).toBe('empty');
  });

  it('calls short, common, repeated and sequential passwords weak', () => {
    for (const password of ['Ab1!', 'password', 'Contraseña', 'aaaaaaaaaa', '12345678', '87654321', 'abcdefghij']) {
      expect(passwordStrength(password), password).toBe('weak');
    }
  });

  it('rewards length first, then a mix of kinds of characters', () => {
    expect(passwordStrength('mitienda')).toBe('fair');
    expect(passwordStrength('Mitienda26')).toBe('good');
    expect(passwordStrength('mi tienda crece')).toBe('good');
    expect(passwordStrength('Mitienda2026')).toBe('strong');
    expect(passwordStrength('la tienda de la esquina')).toBe('strong');
  });
});
