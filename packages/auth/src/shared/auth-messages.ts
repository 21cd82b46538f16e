import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import type { CodeMessage } from '@aula/ui-kit/forms/server-refusal';

// The account forms' own sentences, by the contracts' field names. Rules not named here (a
// guessable PIN, a common password, a wrong current secret) are said by the kit's catalogue.

const asked = (field: string) => ({
  required: `auth:errors.${field}Required`,
  invalid: `auth:errors.${field}Invalid`,
});

export const authFieldMessages: FieldMessages = {
  email: asked('email'),
  phone_number: asked('phone'),
  password: { ...asked('password'), too_small: 'ui:validation.too_small' },
  confirm_password: { required: 'auth:errors.confirmPasswordRequired', mismatch: 'auth:errors.confirmMismatch' },
  current_password: asked('currentPassword'),
  current_pin: asked('currentPin'),
  login_pin: asked('pin'),
  first_name: asked('firstName'),
  last_name: asked('lastName'),
  business_name: asked('businessName'),
  business_type_id: { ...asked('businessType'), unknown_option: 'auth:errors.businessTypeInvalid' },
  city_id: { ...asked('city'), unknown_option: 'auth:errors.cityInvalid' },
  accepts_terms: { ...asked('terms'), must_accept: 'auth:errors.termsRequired' },
  // A registration's opt-in block (`reminders.timeZone`...) is one box on the form: one sentence.
  reminders: { invalid: 'auth:errors.remindersInvalid' },
  verification_code: asked('code'),
};

/** API error codes the account forms word themselves; never which credential was wrong. */
export const authCodes: Record<string, CodeMessage> = {
  invalid_credentials: 'auth:errors.invalidCredentials',
  invalid_token: 'auth:errors.linkInvalid',
  invalid_facebook_token: 'auth:errors.facebookInvalid',
  facebook_unavailable: 'auth:errors.facebookUnavailable',
  // Not the API's: a registration refused for its ally_code (the ally is not offered in the
  // route's country), which no field of the form can fix.
  not_offered: 'auth:errors.notOffered',
  // Code check answers belong to the code's boxes.
  invalid_code: { field: 'verification_code', key: 'auth:errors.codeWrong' },
  code_expired: { field: 'verification_code', key: 'auth:errors.codeExpired' },
  code_locked: { field: 'verification_code', key: 'auth:errors.codeLocked' },
};
