import { describe, expect, it } from 'vitest';
import { postedValues, submissionOf } from './page-form';

// Bad input tried: fields missing, a number that is not one, fields the form does not have.

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('postedValues', () => {
  const defaults = { phone_number: { country: 'mx', number: '' }, hour: 9, reminders: false, name: '' };

  it('reads each field in the shape of the form’s values', () => {
    const posted = form([
      ['phone_number', '5550000001'],
      ['phone_number_country', 'co'],
      ['hour', '18'],
      ['reminders', 'on'],
      ['name', 'Ana'],
    ]);
    expect(postedValues(posted, defaults)).toEqual({
      phone_number: { country: 'co', number: '5550000001' },
      hour: 18,
      reminders: true,
      name: 'Ana',
    });
  });

  it('keeps the defaults for what the post lacks or cannot be, and reads nothing else', () => {
    const posted = form([
      ['hour', 'soon'],
      ['is_admin', 'true'],
    ]);
    expect(postedValues(posted, defaults)).toEqual({ ...defaults, reminders: false });
  });
});

describe('submissionOf', () => {
  it('gives the answer of the form named, and nothing for another form or no answer', () => {
    const answer = { form: 'email', values: { email: 'a@b.example' } };
    expect(submissionOf(answer, 'email')).toBe(answer);
    expect(submissionOf(answer, 'phone')).toBeUndefined();
    expect(submissionOf(undefined, 'email')).toBeUndefined();
  });
});
