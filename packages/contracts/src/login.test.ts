import { describe, expect, it } from 'vitest';
import { loginRequest, MISSING_PASSWORD_PLACEHOLDER } from './auth';

function fieldsOf(input: unknown) {
  const result = loginRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('loginRequest', () => {
  it('accepts the three credential modes of the spec', () => {
    expect(loginRequest.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginRequest.safeParse({ phone_number: '+525550000001', password: 'x' }).success).toBe(true);
    expect(
      loginRequest.safeParse({
        phone_number: '525550000001',
        login_pin: '2026',
        password: MISSING_PASSWORD_PLACEHOLDER,
      }).success,
    ).toBe(true);
  });

  it('names the field when the email is malformed', () => {
    expect(fieldsOf({ email: 'not-an-email', password: 'x' })).toEqual(['email']);
  });

  it('refuses a payload with neither email nor phone', () => {
    expect(fieldsOf({ password: 'x' })).toEqual(['email']);
  });

  it('refuses both email and phone at once', () => {
    expect(fieldsOf({ email: 'a@b.co', phone_number: '+525550000001', password: 'x' })).toEqual(['phone_number']);
  });

  it('refuses a PIN without a phone, a short PIN and a missing password', () => {
    expect(fieldsOf({ email: 'a@b.co', login_pin: '2026', password: 'x' })).toEqual(['login_pin']);
    expect(fieldsOf({ phone_number: '+525550000001', login_pin: '12', password: 'x' })).toEqual(['login_pin']);
    expect(fieldsOf({ email: 'a@b.co' })).toEqual(['password']);
  });

  it('refuses unknown fields instead of ignoring them', () => {
    expect(fieldsOf({ email: 'a@b.co', password: 'x', admin: true })).toEqual(['']);
  });
});
