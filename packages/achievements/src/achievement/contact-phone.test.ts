import { contactPhoneNumber } from '@aula/contracts/achievements';
import { describe, expect, it } from 'vitest';
import { hasNationalLength, withCountryCode } from './contact-phone';

const asSent = (typed: string) => contactPhoneNumber.safeParse(withCountryCode(typed, 'mx'));

describe('withCountryCode', () => {
  it('reads the hint’s number however it is written: with +52, with 52 and no plus, or without the country code', () => {
    for (const typed of ['+52 55 1234 5678', '52 55 1234 5678', '55 1234 5678', '55-1234-5678', ' (55) 1234 5678 ']) {
      expect(asSent(typed).data, typed).toBe('+525512345678');
    }
  });

  it('keeps another country’s number that already has its plus', () => {
    expect(asSent('+1 415 555 0100').data).toBe('+14155550100');
  });

  it('leaves letters for the contract to refuse and an empty box empty, so the form says why', () => {
    expect(asSent('55 12ab 5678').success).toBe(false);
    expect(withCountryCode('   ', 'mx')).toBe('');
  });
});

describe('hasNationalLength', () => {
  it('refuses a Mexican number two digits short or one too long, and takes the hint’s', () => {
    expect(hasNationalLength('+52 55 1234 56', 'mx')).toBe(false);
    expect(hasNationalLength('+52 55 1234 56789', 'mx')).toBe(false);
    expect(hasNationalLength('+52 55 1234 5678', 'mx')).toBe(true);
  });

  it('leaves a number of another country, or of a country whose lengths vary, to the contract', () => {
    expect(hasNationalLength('+1 415 555 0100', 'mx')).toBe(true);
    expect(hasNationalLength('+54 9 11 1234 5678', 'ar')).toBe(true);
  });
});
