// The certificate page's paste form as it is posted to the server before the app runs (or without
// it), read by the form and by the action that answers it (credential-check-action.ts).
import type { CertificateVerification } from '@aula/contracts/certificates';
import type { FormSubmission } from '@aula/ui-kit/forms/page-form';

/** The page's one form, as it names itself when posted. */
export const CREDENTIAL_FORM = 'comprobar-credencial';

export interface CredentialValues {
  credential: string;
}

export const EMPTY_CREDENTIAL: CredentialValues = { credential: '' };

/** The action's answer: the text sent and, when the API could check it, its verdict. */
export interface CredentialCheckSubmission extends FormSubmission<CredentialValues> {
  result?: CertificateVerification;
}
