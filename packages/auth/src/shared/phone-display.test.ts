import { describe, expect, it } from 'vitest';
import { displayPhone, phoneFromState } from './phone-display';

// What a person reads: the no-break spaces shown as plain ones.
const shown = (country: string, number: string) => displayPhone({ country, number }).replace(/\u00a0/g, ' ');

describe('displayPhone', () => {
  it('groups ten digits typed in one run as people say them, per country', () => {
    expect(shown('mx', '5550000001')).toBe('+52 55 5000 0001');
    expect(shown('co', '3001234567')).toBe('+57 300 123 4567');
  });

  it('keeps the grouping the learner typed ("55-5000-0001") and a number typed with its own plus', () => {
    expect(shown('mx', ' 55-5000-0001 ')).toBe('+52 55-5000-0001');
    expect(shown('mx', '+57 300 123 4567')).toBe('+57 300 123 4567');
  });

  it('never lets a line break split the number', () => {
    expect(displayPhone({ country: 'mx', number: '55 5000 0001' })).not.toMatch(/ /);
  });

  it('leaves a number of an unknown country as typed', () => {
    expect(shown('zz', '12345')).toBe('12345');
  });
});

describe('phoneFromState', () => {
  it('reads a phone handed over in the router state', () => {
    expect(phoneFromState({ phone: { country: 'mx', number: '5550000001' } })).toEqual({
      country: 'mx',
      number: '5550000001',
    });
  });

  it.each([null, undefined, {}, { phone: 'mx5550000001' }, { phone: { country: 'mx', number: 5550000001 } }])(
    'ignores anything else (%o)',
    (state) => {
      expect(phoneFromState(state)).toBeUndefined();
    },
  );
});
