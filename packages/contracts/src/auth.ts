import { z } from 'zod';
import { allyCode, countryCode } from './common';
import { USER_ACCESS_VALUES } from './constants';
import { pinDigits } from './rules';

export { MISSING_PASSWORD_PLACEHOLDER } from './constants';

/** The reason given for a phone number that breaks the rule below. */
export const PHONE_REASON = 'must be an international number of 8 to 15 digits';
/** International phone number, digits with an optional leading plus (E.164). */
export const phoneNumber = z.string().regex(/^\+?[1-9]\d{7,14}$/, PHONE_REASON);

export const loginPin = pinDigits;

/**
 * POST /api/{c}/login/ and /api/mx/login/. Three modes:
 * email + password; phone_number + password; phone_number + login_pin (+ placeholder password).
 */
export const loginRequest = z
  .object({
    email: z.email('must be a valid email address').max(254).optional(),
    phone_number: phoneNumber.optional(),
    login_pin: loginPin.optional(),
    password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is too long'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const hasEmail = value.email !== undefined;
    const hasPhone = value.phone_number !== undefined;
    if (hasEmail === hasPhone) {
      ctx.addIssue({
        code: 'custom',
        path: [hasEmail ? 'phone_number' : 'email'],
        message: hasEmail ? 'give either email or phone_number, not both' : 'email or phone_number is required',
      });
    }
    if (value.login_pin !== undefined && !hasPhone) {
      ctx.addIssue({ code: 'custom', path: ['login_pin'], message: 'is only accepted with phone_number' });
    }
  });

export const loginCountryParams = z.object({ country: countryCode });

export const userAccess = z.enum(USER_ACCESS_VALUES);

export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  access: userAccess,
  ally_code: allyCode,
  country: countryCode,
});

export const loginResponse = z.object({
  token: z.string(),
  user: sessionUser,
});

export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type SessionUser = z.infer<typeof sessionUser>;
export type UserAccess = z.infer<typeof userAccess>;
