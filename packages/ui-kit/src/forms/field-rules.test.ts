import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { birthDate, foundedYear, postalCodeDigits, ruleReasons } from '@aula/contracts/rules';
import { wellFormedInput } from '@aula/contracts/well-formed-text';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleOfIssue, ruleOfReason } from './field-rules';

const firstRule = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('expected an issue');
  return ruleOfIssue(issue, value);
};

describe('ruleOfIssue', () => {
  it('asks for an empty or blank field before any rule it breaks (empty password, spaces)', () => {
    const password = z.string().min(8, 'must have at least 8 characters');
    expect(firstRule(password, '')).toEqual({ rule: 'required' });
    expect(firstRule(password, '   ')).toEqual({ rule: 'required' });
    expect(firstRule(z.array(z.string()).min(1), [])).toEqual({ rule: 'required' });
  });

  it('keeps the minimum and maximum of a length rule (7 characters, 5 characters over 4)', () => {
    expect(firstRule(z.string().min(8), 'abcdefg')).toEqual({ rule: 'too_small', values: { minimum: 8 } });
    expect(firstRule(z.string().max(4), 'abcde')).toEqual({ rule: 'too_big', values: { maximum: 4 } });
    expect(firstRule(z.array(z.string()).max(1), ['a', 'b'])).toEqual({ rule: 'too_many', values: { maximum: 1 } });
    expect(firstRule(z.number().min(1900), 1800)).toEqual({ rule: 'below_minimum', values: { minimum: 1900 } });
  });

  it('names the shared rules of the contracts (postal code 090, birth date 2999-01-01, founded 1850)', () => {
    expect(firstRule(postalCodeDigits, '090')).toEqual({ rule: 'postal_code' });
    expect(firstRule(birthDate, '2999-01-01')).toEqual({ rule: 'birth_date_range' });
    expect(firstRule(foundedYear, 1850)).toEqual({ rule: 'founded_year_range' });
  });

  it('names the text rule the API refuses a NUL or a lone surrogate with (a title pasted as "Hola\\u0000")', () => {
    expect(firstRule(wellFormedInput.pipe(z.object({ title: z.string() })), { title: 'Hola\u0000' })).toEqual({
      rule: 'well_formed_text',
    });
    expect(ruleOfReason(ruleReasons.wellFormedText)).toEqual({ rule: 'well_formed_text' });
  });

  it('names the format that was broken (an address without a domain, letters in a PIN)', () => {
    expect(firstRule(z.email(), 'ana@')).toEqual({ rule: 'invalid_email' });
    expect(firstRule(z.string().regex(/^\d+$/), 'abc')).toEqual({ rule: 'invalid_format' });
  });

  it("reads a contract's own reason before the issue's code (a guessable PIN, a refused consent)", () => {
    expect(
      firstRule(
        z.string().refine(() => false, 'is too easy to guess'),
        '1234',
      ),
    ).toEqual({ rule: 'guessable_pin' });
    expect(firstRule(z.literal(true, { error: 'must be accepted' }), false)).toEqual({ rule: 'must_accept' });
    expect(firstRule(z.string().min(8, 'must have at least 8 characters'), 'short')).toEqual({
      rule: 'too_small',
      values: { minimum: 8 },
    });
  });
});

describe('ruleOfReason', () => {
  it("turns the API's reasons into the same rules as the form's own check", () => {
    expect(ruleOfReason('must have at least 12 characters')).toEqual({ rule: 'too_small', values: { minimum: 12 } });
    expect(ruleOfReason(PHONE_NOT_SERVED)).toEqual({ rule: 'phone_not_served' });
    expect(ruleOfReason('is not your current password')).toEqual({ rule: 'wrong_current_password' });
  });

  it('knows nothing of a reason no contract gives (a made-up reason)', () => {
    expect(ruleOfReason('is purple')).toBeUndefined();
  });
});
