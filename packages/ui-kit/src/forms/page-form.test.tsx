import { describe, expect, it } from 'vitest';
import { postedValues, submissionOf, typedOnPage } from './page-form';

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

describe('typedOnPage', () => {
  const pageForm = (html: string) => {
    const element = document.createElement('form');
    element.innerHTML = html;
    return element;
  };

  it('gives the fields the visitor changed from what the server drew, in the form’s kinds', () => {
    const element = pageForm(
      '<input name="phone_number" value=""><select name="phone_number_country"><option value="mx" selected>MX</option><option value="co">CO</option></select>' +
        '<input type="checkbox" name="reminders" checked><input type="radio" name="frequency" value="daily"><input type="radio" name="frequency" value="weekly" checked>' +
        '<select name="level"><option value="" selected>-</option><option value="3">3</option></select>' +
        '<select name="untouched"><option value="" selected>-</option><option value="4">4</option></select><input name="name" value="Ana">',
    );
    const field = (name: string) => element.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;
    field('phone_number').value = '5550000001';
    field('phone_number_country').value = 'co';
    field('reminders').checked = false;
    (element.querySelector('input[value="daily"]') as HTMLInputElement).checked = true;
    field('level').value = '3';
    const values = {
      phone_number: { country: 'mx', number: '' },
      reminders: true,
      frequency: 'weekly',
      level: null,
      untouched: null,
      name: 'Ana',
    };
    expect(typedOnPage(element, values)).toEqual({
      phone_number: { country: 'co', number: '5550000001' },
      reminders: false,
      frequency: 'daily',
      level: 3,
    });
  });

  it('leaves alone fields the form has not, files, and a name several boxes share (a code)', () => {
    const element = pageForm(
      '<input name="code" value=""><input name="code" value=""><input type="file" name="photo">',
    );
    for (const box of element.querySelectorAll<HTMLInputElement>('input[name="code"]')) box.value = '7';
    expect(typedOnPage(element, { code: '', photo: '', away: true })).toEqual({});
  });
});
