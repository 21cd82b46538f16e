import { describe, expect, it } from 'vitest';
import { displayWhatsappNumber } from './whatsapp-number';

const shown = (number: string) => displayWhatsappNumber(number).replace(/\u00a0/g, ' ');

describe('displayWhatsappNumber', () => {
  it('groups ten national digits after a known dialling code as people say them', () => {
    expect(shown('+525512345678')).toBe('+52 55 1234 5678');
    expect(shown('+573001234567')).toBe('+57 300 123 4567');
    expect(shown('+5932123456789')).toBe('+593 212 345 6789');
  });

  it('never lets a line break split the number', () => {
    expect(displayWhatsappNumber('+525512345678')).not.toMatch(/ /);
  });

  it('shows any other number as stored', () => {
    expect(shown('+5215512345678')).toBe('+5215512345678');
    expect(shown('+4915123456789')).toBe('+4915123456789');
  });
});
