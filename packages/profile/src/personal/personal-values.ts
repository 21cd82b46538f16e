import { type PersonalData, type PersonalDataPatch, personalDataPatch } from '@aula/contracts/profile';
import { errorsOfIssues, type FieldErrors } from '../forms/field-errors';

export type Gender = NonNullable<PersonalData['gender']>;
export const GENDERS: readonly Gender[] = ['female', 'male', 'other', 'undisclosed'];

/** What the form holds: text boxes hold strings ('' for nothing). */
export interface PersonalValues {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
  gender: Gender | null;
  education_level_id: number | null;
}

export type PersonalField = keyof PersonalValues;
const fields: readonly PersonalField[] = [
  'first_name',
  'last_name',
  'email',
  'birth_date',
  'gender',
  'education_level_id',
];

export function valuesOf(data: PersonalData): PersonalValues {
  return {
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email ?? '',
    birth_date: data.birth_date ?? '',
    gender: data.gender,
    education_level_id: data.education_level_id,
  };
}

/** Only what changed is sent (PATCH); empty optional boxes are sent as null. */
export function patchOf(values: PersonalValues, saved: PersonalValues): PersonalDataPatch {
  const patch: PersonalDataPatch = {};
  if (values.first_name !== saved.first_name) patch.first_name = values.first_name;
  if (values.last_name !== saved.last_name) patch.last_name = values.last_name;
  if (values.email.trim() !== saved.email) patch.email = values.email.trim() || null;
  if (values.birth_date !== saved.birth_date) patch.birth_date = values.birth_date || null;
  if (values.gender !== saved.gender) patch.gender = values.gender;
  if (values.education_level_id !== saved.education_level_id) patch.education_level_id = values.education_level_id;
  return patch;
}

export const fieldOf = (path: string): PersonalField | undefined =>
  fields.find((field) => field === path.split('.')[0]);

/** The contract's rules (the same schema the API applies) plus the API's date range. */
export function validatePersonal(values: PersonalValues, today = new Date()): FieldErrors<PersonalField> {
  const all: PersonalDataPatch = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email.trim() || null,
    birth_date: values.birth_date || null,
    gender: values.gender,
    education_level_id: values.education_level_id,
  };
  const result = personalDataPatch.safeParse(all);
  const errors = result.success ? {} : errorsOfIssues(result.error.issues, fieldOf);
  const latest = today.toISOString().slice(0, 10);
  if (!errors.birth_date && values.birth_date && (values.birth_date < '1900-01-01' || values.birth_date > latest)) {
    errors.birth_date = { key: 'birthDateRange' };
  }
  return errors;
}
