import { password } from '@aula/contracts/account';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('says nothing before anything is typed', () => {
    expect(passwordStrength('')).toBe('empty');
  });

  it('calls weak what the contracts refuse: shorter than their minimum', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(password.minLength);
    expect(passwordStrength('Zq9!vX2')).toBe('weak');
    expect(passwordStrength('Zq9!vX2#')).not.toBe('weak');
  });

  it('calls common, repeated, sequential, keyboard and disguised passwords weak', () => {
    const tried = ['password', 'Contraseña', 'aaaaaaaaaa', '12345678', '87654321', 'abcdefghij', 'qwertyui'];
    for (const guess of [...tried, 'asdfghjk', 'Password1', 'Contraseña1!', 'p4ssw0rd!', 'bienvenido2026']) {
      expect(passwordStrength(guess), guess).toBe('weak');
    }
  });

  it('rises with the guesses an attacker needs: length first, then a mix of kinds', () => {
    expect(passwordStrength('mitienda')).toBe('fair');
    expect(passwordStrength('Mitienda26')).toBe('good');
    expect(passwordStrength('Mitienda2026')).toBe('strong');
    expect(passwordStrength('mi tienda crece')).toBe('strong');
    expect(passwordStrength('la tienda de la esquina')).toBe('strong');
  });
});
