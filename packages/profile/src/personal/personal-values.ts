import { type PersonalData, type PersonalDataPatch, personalDataPatch } from '@aula/contracts/profile';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';
import type { FormSubmission } from '@aula/ui-kit/forms/page-form';
import { z } from 'zod';

export type Gender = NonNullable<PersonalData['gender']>;
export const GENDERS: readonly Gender[] = ['female', 'male', 'other', 'undisclosed'];

/** Which current secret proves the owner: the password, else the PIN; none for a Facebook-only account. */
export type SecretKind = 'password' | 'pin';

/** What the form holds: text boxes hold strings ('' for nothing); the current secret under its wire name. */
export interface PersonalValues {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
  gender: Gender | null;
  education_level_id: number | null;
  current_password: string;
  current_pin: string;
}

export function valuesOf(data: PersonalData): PersonalValues {
  return {
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email ?? '',
    birth_date: data.birth_date ?? '',
    gender: data.gender,
    education_level_id: data.education_level_id,
    current_password: '',
    current_pin: '',
  };
}

/** Only what changed is sent (PATCH); empty optional boxes are sent as null. */
export function changesOf(values: PersonalValues, saved: PersonalValues): PersonalDataPatch {
  const patch: PersonalDataPatch = {};
  if (values.first_name !== saved.first_name) patch.first_name = values.first_name;
  if (values.last_name !== saved.last_name) patch.last_name = values.last_name;
  if (values.email.trim() !== saved.email) patch.email = values.email.trim() || null;
  if (values.birth_date !== saved.birth_date) patch.birth_date = values.birth_date || null;
  if (values.gender !== saved.gender) patch.gender = values.gender;
  if (values.education_level_id !== saved.education_level_id) patch.education_level_id = values.education_level_id;
  return patch;
}

/** What the form knows besides its values: the details as saved and the account's kind of secret. */
export interface PersonalContext {
  saved: PersonalValues;
  secret: SecretKind | undefined;
}

/** A new email needs the current secret: the email signs in and receives reset links. */
export const asksSecret = (values: PersonalValues, { saved, secret }: PersonalContext) =>
  secret !== undefined && changesOf(values, saved).email !== undefined;

/** The PATCH the form sends: what changed, with the current secret when the email moves. */
export function requestOf(values: PersonalValues, context: PersonalContext): PersonalDataPatch {
  const patch = changesOf(values, context.saved);
  if (!asksSecret(values, context)) return patch;
  return context.secret === 'pin'
    ? { ...patch, current_pin: values.current_pin.trim() }
    : { ...patch, current_password: values.current_password };
}

/**
 * The form is checked by the contract the API applies: every detail (so one already saved wrong
 * is asked again), and the secret when the email moves.
 */
export function personalRequest(context: PersonalContext) {
  return z.preprocess((values) => {
    const form = values as PersonalValues;
    return {
      ...requestOf(form, context),
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email.trim() || null,
      birth_date: form.birth_date || null,
    };
  }, personalDataPatch);
}

/** This form's sentences where the kit's rule words would say too little. */
export const personalMessages: FieldMessages = {
  // Refused by the API when the account has no phone either.
  email: { invalid_email: 'ui:validation.invalid_email', invalid: 'profile:errors.emailNeeded' },
  current_pin: { invalid: 'profile:errors.pinFormat' },
};

/** The form's name when posted to the server before the app runs (personal-action.ts). */
export const PERSONAL_FORM = 'personal';

/** The form as the server answered its post: the account's kind of secret comes with it. */
export interface PersonalSubmission extends FormSubmission<PersonalValues> {
  secret?: SecretKind;
}
/** The search parameter of the form's address after such a save: the form says it was saved. */
export const SAVED_PARAM = 'guardado';
