import { describe, expect, it } from 'vitest';
import { contactPhoneNumber, shippingAddress } from './achievements';

import { PHONE_REASON } from './auth';

describe('shipping address contract', () => {
  it('takes the hint’s own way of writing a number (spaces, dashes, dots, brackets) and keeps only the digits', () => {
    const written = ['+52 55 1234 5678', '+52 55 5000 0002', '+52-55-5000-0002', '+52 (55) 5000.0002', '+525550000002'];
    expect(written.map((typed) => contactPhoneNumber.parse(typed))).toEqual([
      '+525512345678',
      '+525550000002',
      '+525550000002',
      '+525550000002',
      '+525550000002',
    ]);
  });

  it('refuses a number too short, too long, with letters, or with a plus inside, naming the phone rule', () => {
    for (const bad of ['55 1234', '+52 55 1234 5678 9012 34', '55 12ab 5678', '52+55 1234 5678', '+0 55 1234 5678']) {
      const result = contactPhoneNumber.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_REASON);
    }
  });

  it('refuses the address whose phone is bad on phone_number, and saves the normalised number otherwise', () => {
    const address = {
      recipient_name: 'José Pérez',
      phone_number: '+52 55 5000 0002',
      street: 'Avenida Ermita Iztapalapa',
      exterior_number: '45',
      neighborhood: 'Iztapalapa Centro',
      city: 'Iztapalapa',
      state: 'Ciudad de México',
      postal_code: '09000',
      country: 'mx',
    };
    expect(shippingAddress.parse(address).phone_number).toBe('+525550000002');
    const refused = shippingAddress.safeParse({ ...address, phone_number: '55 1234' });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['phone_number']]);
  });
});
