import { z } from 'zod';
import { loginPin, phoneNumber } from './auth';
import { countryCode, MAX_ID } from './common';
import { birthDate, foundedYear, postalCodeDigits } from './rules';

const optionalId = z.number().int().positive().max(MAX_ID, 'is too large').nullable();

/** GET /api/personal_data/ */
export const personalData = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  birth_date: z.iso.date().nullable(),
  gender: z.enum(['female', 'male', 'other', 'undisclosed']).nullable(),
  education_level_id: optionalId,
  country: countryCode,
});

/**
 * PATCH /api/personal_data/ : any editable field; the phone changes only through verification.
 * The email signs in and receives reset links, so changing it needs the current secret too:
 * `current_password`, or `current_pin` for a PIN-only account (as PUT /api/update_password/).
 */
export const personalDataPatch = z
  .object({
    first_name: z.string().trim().min(1, 'is required').max(80),
    last_name: z.string().trim().min(1, 'is required').max(80),
    email: z.email('must be a valid email address').max(254).nullable(),
    birth_date: birthDate.nullable(),
    gender: personalData.shape.gender,
    education_level_id: optionalId,
    current_password: z.string().min(1, 'is required').max(128, 'is too long'),
    current_pin: loginPin,
  })
  .partial()
  .strict();

export const businessAddress = z.object({
  street: z.string().trim().max(120),
  exterior_number: z.string().trim().max(20),
  neighborhood: z.string().trim().max(120),
  city: z.string().trim().max(120),
  state: z.string().trim().max(120),
  postal_code: postalCodeDigits,
  country: countryCode,
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
});

/** GET /api/business_data/ */
export const businessData = z.object({
  business_name: z.string(),
  business_type_id: optionalId,
  employee_number_id: optionalId,
  weekly_income_id: optionalId,
  founded_year: z.number().int().nullable(),
  phone_number: z.string().nullable(),
  address: businessAddress.nullable(),
  improvement_ids: z.array(z.number().int()),
});

/** An address a learner saves: complete enough to find (street, city and state named). */
const addressToSave = businessAddress
  .extend({
    street: businessAddress.shape.street.min(1, 'is required'),
    city: businessAddress.shape.city.min(1, 'is required'),
    state: businessAddress.shape.state.min(1, 'is required'),
  })
  .strict();

/** The most improvements a learner may choose. */
export const MAX_IMPROVEMENTS = 20;

/** PATCH /api/business_data/ : any field; the address is replaced whole. */
export const businessDataPatch = z
  .object({
    business_name: z.string().trim().min(1, 'is required').max(120),
    business_type_id: optionalId,
    employee_number_id: optionalId,
    weekly_income_id: optionalId,
    founded_year: foundedYear.nullable(),
    phone_number: phoneNumber.nullable(),
    address: addressToSave.nullable(),
    improvement_ids: z.array(z.number().int().positive().max(MAX_ID, 'is too large')).max(MAX_IMPROVEMENTS),
  })
  .partial()
  .strict();

/** One answer of the business survey: 1 (not yet) to 5 (fully). */
export const surveyAnswer = z
  .object({
    question: z.string().regex(/^[a-z_]{2,40}$/, 'must be a question key'),
    value: z.number().int().min(1).max(5),
  })
  .strict();

/** POST /api/business-survey/ : self-assessment answers. */
export const businessSurveyRequest = z
  .object({
    answers: z.array(surveyAnswer).min(1, 'must answer at least one question').max(30),
  })
  .strict();

export const businessSurveyResponse = z.object({
  level_maturity: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
  score: z.number(),
});

export type PersonalData = z.infer<typeof personalData>;
export type PersonalDataPatch = z.infer<typeof personalDataPatch>;
export type BusinessAddress = z.infer<typeof businessAddress>;
export type BusinessData = z.infer<typeof businessData>;
export type BusinessDataPatch = z.infer<typeof businessDataPatch>;
export type SurveyAnswer = z.infer<typeof surveyAnswer>;
export type BusinessSurveyRequest = z.infer<typeof businessSurveyRequest>;
export type BusinessSurveyResponse = z.infer<typeof businessSurveyResponse>;
