import { refusalOf } from '@aula/api-client/errors';
import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { refusalToForm } from '@aula/ui-kit/forms/server-refusal';
import { describe, expect, it } from 'vitest';
import { authCodes, authFieldMessages } from './auth-messages';

const shown = (error: unknown) =>
  refusalToForm(refusalOf(error), {
    fieldOf: (wire) => (wire === 'phone_number' ? wire : undefined),
    messages: authFieldMessages,
    codes: authCodes,
  });

// Issue 31 row 7: the API refuses a number of a country the ally does not serve (400 on
// phone_number) and caps the messages of one address (429): both read as words, not "error".
describe('an account form reading the message caps', () => {
  it('says a number of a country the site does not serve, next to the phone', () => {
    const refused = {
      status: 400,
      data: {
        error: 'bad_request',
        message: 'Invalid input',
        fields: [{ field: 'phone_number', reason: PHONE_NOT_SERVED }],
      },
    };
    expect(shown(refused)).toEqual({
      fields: [{ name: 'phone_number', message: { key: 'ui:validation.phone_not_served' } }],
      form: { key: 'ui:formErrors.checkFields' },
    });
  });

  it('says how long to wait when the address used up its messages (429, retry_after 1800)', () => {
    const capped = { status: 429, data: { error: 'rate_limited', message: 'Too many messages', retry_after: 1800 } };
    expect(shown(capped)).toEqual({ fields: [], form: { key: 'ui:formErrors.rateLimited', values: { minutes: 30 } } });
  });

  it('never says which credential was wrong (invalid_credentials)', () => {
    const wrong = { status: 400, data: { error: 'invalid_credentials', message: 'Invalid credentials' } };
    expect(shown(wrong)).toEqual({ fields: [], form: { key: 'auth:errors.invalidCredentials' } });
  });
});
