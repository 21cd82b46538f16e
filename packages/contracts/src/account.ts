import { z } from 'zod';
import { loginPin, loginResponse, phoneNumber } from './auth';
import { allyCode } from './common';
import { registrationReminderOptIn } from './reminder-preferences';
import { newLoginPin } from './secret-rules';

export { isGuessablePin, newLoginPin } from './secret-rules';

// Payloads and answers of the account calls of spec section 7 other than sign-in.
// Every "we sent something" answer is the same whether or not an account exists, so none of
// them can be used to find out who is registered.

export const password = z.string().min(8, 'must have at least 8 characters').max(128, 'is too long');
export const verificationCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const acceptsTerms = z.literal(true, { error: 'must be accepted' });
const personName = z.string().trim().min(1, 'is required').max(80, 'is too long');
/** Optional in every registration: present when the learner opted in to reminders (issue 30). */
const reminders = registrationReminderOptIn.optional();

/** POST /api/{c}/register/ : the full registration form. */
export const registerRequest = z
  .object({
    first_name: personName,
    last_name: personName,
    email: z.email('must be a valid email address').max(254).optional(),
    phone_number: phoneNumber,
    password,
    ally_code: allyCode,
    business_name: z.string().trim().min(1).max(120).optional(),
    business_type_id: z.number().int().positive().optional(),
    /** Where the business is: a city of the catalogue, in the country of the registration. */
    city_id: z.number().int().positive().optional(),
    accepts_terms: acceptsTerms,
    reminders,
  })
  .strict();

/** POST /api/{c}/simple_register/ : name, phone and a PIN, for learners without email. */
export const simpleRegisterRequest = z
  .object({
    first_name: personName,
    phone_number: phoneNumber,
    login_pin: newLoginPin,
    ally_code: allyCode,
    accepts_terms: acceptsTerms,
    reminders,
  })
  .strict();

/** POST /api/{c}/fb_register/ : a Facebook access token verified by the server. */
export const fbRegisterRequest = z
  .object({
    access_token: z.string().min(10, 'is not a Facebook access token').max(4096),
    phone_number: phoneNumber,
    ally_code: allyCode,
    accepts_terms: acceptsTerms,
    reminders,
  })
  .strict();

/** Every registration answers 202 with this; the account is activated by the WhatsApp code. */
export const registrationAccepted = z.object({
  status: z.literal('verification_sent'),
  channel: z.enum(['whatsapp', 'sms']),
  expires_in_seconds: z.number().int(),
});

/** POST /api/wa_verification_code/ : `code` is the country calling code (e.g. 52). */
export const waVerificationCodeRequest = z
  .object({
    phone_number: phoneNumber,
    code: z.string().regex(/^\d{1,4}$/, 'must be a country calling code of 1 to 4 digits'),
    method: z.enum(['whatsapp', 'sms']),
  })
  .strict();

export const codeSent = z.object({
  status: z.literal('sent'),
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});

/** POST /api/wa_validation/ */
export const waValidationRequest = z
  .object({ phone_number: phoneNumber, verification_code: verificationCode })
  .strict();

/** A valid code verifies the phone; a pending registration is activated and signed in. */
export const waValidationResponse = z.object({
  verified: z.literal(true),
  session: loginResponse.nullable(),
});

/**
 * PUT /api/mx/reset_login_pin/ : a WhatsApp code goes to the phone; the PIN changes only when the
 * code is confirmed (POST /api/mx/confirm_login_pin/), so nobody can break a learner's PIN by
 * knowing their number. The old PIN keeps working until then.
 */
export const resetLoginPinRequest = z.object({ phone_number: phoneNumber }).strict();

/** POST /api/mx/confirm_login_pin/ : the code sent by reset_login_pin and the new PIN. */
export const confirmLoginPinRequest = z
  .object({ phone_number: phoneNumber, verification_code: verificationCode, login_pin: newLoginPin })
  .strict();

/** Answer of the calls that send a message (reset PIN, reset links). */
export const messageQueued = z.object({ status: z.literal('queued') });

/** POST /api/check_password/ : which current secret a password change asks for: the password, else the PIN. */
export const checkPasswordResponse = z.object({ has_password: z.boolean(), has_pin: z.boolean() });

/** POST /api/send-reset-password/ : url_base must be a front-end origin of the ally. */
export const sendResetPasswordRequest = z
  .object({ email: z.email('must be a valid email address').max(254), url_base: z.url('must be a URL') })
  .strict();

/** GET /api/verify-phone-number?phone_number= (the client strips a leading plus). */
export const verifyPhoneNumberQuery = z.object({
  phone_number: z.string().regex(/^\d{8,15}$/, 'must be 8 to 15 digits without the plus'),
});

/**
 * Whether the number has an account, and which secrets it signs in with (both false when it has
 * none), so sign-in asks a PIN-only learner for the PIN rather than a password they never chose.
 */
export const verifyPhoneNumberResponse = z.object({
  exists: z.boolean(),
  has_password: z.boolean(),
  has_pin: z.boolean(),
});

/** POST /api/send-phone-token/ : a reset link by WhatsApp. */
export const sendPhoneTokenRequest = z.object({ phone_number: phoneNumber, url_base: z.url('must be a URL') }).strict();

/**
 * PUT /api/update_password/ (signed in). The current secret is required: `current_password` when
 * the account has a password (POST /api/check_password/ says which), else `current_pin` for a
 * PIN-only account, so a stolen session is not enough to take the account. Other sessions end on
 * success.
 */
export const updatePasswordRequest = z
  .object({
    password,
    current_password: z.string().min(1, 'is required').max(128, 'is too long').optional(),
    current_pin: loginPin.optional(),
  })
  .strict();

/** PATCH /api/set-new-password/ : the reset link's token and uidb64. */
export const setNewPasswordRequest = z
  .object({
    password,
    token: z.string().min(1, 'is required').max(200),
    uidb64: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'is not a valid user reference'),
  })
  .strict();

export const passwordUpdated = z.object({ status: z.literal('updated') });

/** GET /api/verification-token/?token=&uidb64= */
export const verificationTokenQuery = setNewPasswordRequest.pick({ token: true, uidb64: true });
export const verificationTokenResponse = z.object({ valid: z.literal(true) });

export type RegisterRequest = z.infer<typeof registerRequest>;
export type SimpleRegisterRequest = z.infer<typeof simpleRegisterRequest>;
export type FbRegisterRequest = z.infer<typeof fbRegisterRequest>;
export type RegistrationAccepted = z.infer<typeof registrationAccepted>;
export type WaVerificationCodeRequest = z.infer<typeof waVerificationCodeRequest>;
export type CodeSent = z.infer<typeof codeSent>;
export type WaValidationRequest = z.infer<typeof waValidationRequest>;
export type WaValidationResponse = z.infer<typeof waValidationResponse>;
export type ResetLoginPinRequest = z.infer<typeof resetLoginPinRequest>;
export type ConfirmLoginPinRequest = z.infer<typeof confirmLoginPinRequest>;
export type MessageQueued = z.infer<typeof messageQueued>;
export type CheckPasswordResponse = z.infer<typeof checkPasswordResponse>;
export type SendResetPasswordRequest = z.infer<typeof sendResetPasswordRequest>;
export type VerifyPhoneNumberQuery = z.infer<typeof verifyPhoneNumberQuery>;
export type VerifyPhoneNumberResponse = z.infer<typeof verifyPhoneNumberResponse>;
export type SendPhoneTokenRequest = z.infer<typeof sendPhoneTokenRequest>;
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;
export type SetNewPasswordRequest = z.infer<typeof setNewPasswordRequest>;
export type PasswordUpdated = z.infer<typeof passwordUpdated>;
export type VerificationTokenQuery = z.infer<typeof verificationTokenQuery>;
