import { type CheckPasswordResponse, updatePasswordRequest } from '@aula/contracts/account';
import type { FieldError } from '@aula/contracts/errors';
import { isBlank } from '@aula/ui-kit/forms/field-rules';
import type { NewPassword } from '../shared/new-password-fields';
import { requestSchema } from '../shared/use-auth-form';

/** Which current secret proves the owner: the password, else a PIN-only account's PIN; none for Facebook's. */
export type CurrentSecret = 'password' | 'pin' | 'none';

export const currentSecretOf = ({ has_password, has_pin }: CheckPasswordResponse): CurrentSecret =>
  has_password ? 'password' : has_pin ? 'pin' : 'none';

/** Every field of the form is a secret: none is ever drawn back into a page. */
export interface PasswordValues extends NewPassword {
  current_password: string;
  current_pin: string;
}

export const EMPTY_PASSWORD: PasswordValues = {
  current_password: '',
  current_pin: '',
  password: '',
  confirm_password: '',
};

/**
 * The contract's rules over the form: the current secret asked for is sent even when empty, so the
 * contract's own rule asks for it; the other is left out.
 */
export const passwordChange = (asks: CurrentSecret) =>
  requestSchema(updatePasswordRequest, (values: PasswordValues) => ({
    password: values.password,
    current_password: asks === 'password' ? values.current_password : undefined,
    current_pin: asks === 'pin' ? values.current_pin.trim() : undefined,
  }));

/**
 * What the form's own rules find in a post, worded as the API words a refusal (`is required`,
 * `must have at least 8 characters`, `does not match`): the page draws the faults from these
 * reasons, since the secrets they are about never come back to it. Empty when all is well.
 */
export function passwordFaults(values: PasswordValues, asks: CurrentSecret): FieldError[] {
  const checked = passwordChange(asks).safeParse(values);
  const faults: FieldError[] = [];
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path.map(String).join('.');
    if (faults.some((fault) => fault.field === field)) continue;
    const typed = values[field as keyof PasswordValues];
    faults.push({ field, reason: isBlank(typed) ? 'is required' : issue.message });
  }
  // The copy is judged once the password itself is right, as the form does.
  if (!faults.some((fault) => fault.field === 'password') && values.confirm_password !== values.password) {
    faults.push({
      field: 'confirm_password',
      reason: isBlank(values.confirm_password) ? 'is required' : 'does not match',
    });
  }
  return faults;
}

/** The form's name when posted to the server before the app runs (settings-action.ts). */
export const PASSWORD_FORM = 'password';

/** The search parameter of the page after such a save, and what it says was done. */
export const SAVED_PARAM = 'guardado';
export const SAVED_AS = { change: 'cambiada', create: 'creada' } as const;
export type PasswordMode = keyof typeof SAVED_AS;

/** The mode whose "done" the page says, from the address a save led to. */
export const savedModeOf = (param: string | null): PasswordMode | undefined =>
  (Object.keys(SAVED_AS) as PasswordMode[]).find((mode) => SAVED_AS[mode] === param);
