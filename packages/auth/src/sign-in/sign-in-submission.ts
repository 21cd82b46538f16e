import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import type { FormSubmission } from '@aula/ui-kit/forms/page-form';
import type { SecretMode, SecretValues } from './credentials';

/** The sign-in page's forms, as each names itself when posted. */
export const SIGN_IN_FORMS = { phone: 'phone', secret: 'secret', email: 'email' } as const;

/** The phone step as the server answered it: the number's faults, or what its account has. */
export interface PhoneSubmission extends FormSubmission<{ phone_number: PhoneValue }> {
  found?: { exists: boolean; modes: SecretMode[] };
}

/** The secret step refused: the number stays, with the secrets offered and the one tried. */
export interface SecretSubmission extends FormSubmission<SecretValues> {
  phone: PhoneValue;
  modes: SecretMode[];
  mode: SecretMode;
  /** Nothing was tried: the step is shown again with another secret chosen (a tab posted). */
  shown?: true;
}

/** The field a secret's tab posts to choose it before the app runs. */
export const CHOSEN_MODE_FIELD = 'show_mode';

export type EmailSubmission = FormSubmission<{ email: string; password: string }>;
