import { describe, expect, it } from 'vitest';
import { refusalToForm } from './server-refusal';

const fieldOf = (wire: string) => (['email', 'password', 'code'].includes(wire) ? wire : undefined);

describe('refusalToForm', () => {
  it("puts each field's reason on its field, the first per field, and asks to check them", () => {
    const shown = refusalToForm(
      {
        code: 'validation_error',
        fields: [
          { field: 'password', reason: 'is too common' },
          { field: 'password', reason: 'is too long' },
          { field: 'email', reason: 'must be a valid email address' },
        ],
      },
      { fieldOf },
    );
    expect(shown.fields).toEqual([
      { name: 'password', message: { key: 'ui:validation.common_password' } },
      { name: 'email', message: { key: 'ui:validation.invalid_email' } },
    ]);
    expect(shown.form).toEqual({ key: 'ui:formErrors.checkFields' });
  });

  it('says "something went wrong" when the refusal names no field of this form (an unknown field)', () => {
    const shown = refusalToForm(
      { code: 'validation_error', fields: [{ field: 'nickname', reason: 'is required' }] },
      { fieldOf },
    );
    expect(shown.fields).toEqual([]);
    expect(shown.form).toEqual({ key: 'ui:formErrors.unexpected' });
  });

  it("uses the form's own sentence for a field and the form's words for a code", () => {
    const messages = { email: { invalid: 'auth:errors.emailInvalid' } };
    const refusal = { code: 'validation_error', fields: [{ field: 'email', reason: 'is too long' }] };
    expect(refusalToForm(refusal, { fieldOf, messages }).fields).toEqual([
      { name: 'email', message: { key: 'auth:errors.emailInvalid' } },
    ]);
    const codes = {
      invalid_credentials: 'auth:errors.invalidCredentials',
      invalid_code: { field: 'code', key: 'auth:errors.codeWrong' },
    };
    expect(refusalToForm({ code: 'invalid_credentials', fields: [] }, { fieldOf, codes })).toEqual({
      fields: [],
      form: { key: 'auth:errors.invalidCredentials' },
    });
    expect(refusalToForm({ code: 'invalid_code', fields: [] }, { fieldOf, codes })).toEqual({
      fields: [{ name: 'code', message: { key: 'auth:errors.codeWrong' } }],
    });
  });

  it('gives the minutes to wait after too many tries (90 seconds: 2 minutes; none said: 1)', () => {
    expect(refusalToForm({ code: 'rate_limited', fields: [], retryAfter: 90 }, { fieldOf }).form).toEqual({
      key: 'ui:formErrors.rateLimited',
      values: { minutes: 2 },
    });
    expect(refusalToForm({ code: 'rate_limited', fields: [] }, { fieldOf }).form?.values).toEqual({ minutes: 1 });
    expect(refusalToForm({ code: 'network', fields: [] }, { fieldOf }).form).toEqual({ key: 'ui:formErrors.network' });
  });
});
