import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { describe, expect, it } from 'vitest';
import { problemOf } from './form-problems';

// Issue 31 row 7: the API now refuses a number of a country the ally does not serve (400 on
// phone_number) and caps the messages of one address (429): both read as words, not "error".
describe('problemOf for the message caps', () => {
  it('says a number of a country the site does not serve, next to the phone', () => {
    const refused = {
      status: 400,
      data: {
        error: 'bad_request',
        message: 'Invalid input',
        fields: [{ field: 'phone_number', reason: PHONE_NOT_SERVED }],
      },
    };
    expect(problemOf(refused)).toEqual({
      formError: 'errors.checkFields',
      fieldErrors: { phone: 'errors.phoneNotServed' },
    });
  });

  it('says how long to wait when the address used up its messages (429)', () => {
    const capped = { status: 429, data: { error: 'rate_limited', message: 'Too many messages', retry_after: 1800 } };
    expect(problemOf(capped)).toEqual({
      formError: 'errors.rateLimited',
      formValues: { minutes: 30 },
      fieldErrors: {},
    });
  });
});
