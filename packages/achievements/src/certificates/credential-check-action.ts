// The paste form posted to the certificate page before the app runs (or without it): the text is
// checked by the contract's rules, then by the API, and the same page is drawn with the verdict
// under the form (nothing is saved, so there is nothing to redirect after). Refused text comes back
// with its fault at the field; an API that cannot be reached, with the form's message.
import { certificatesApi } from '@aula/api-client/certificates';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { verifyCredentialRequest } from '@aula/contracts/certificate-forms';
import { FORM_NAME_FIELD, postedValues } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data } from 'react-router';
import { CREDENTIAL_FORM, type CredentialCheckSubmission, EMPTY_CREDENTIAL } from './credential-form';

export async function credentialCheckAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== CREDENTIAL_FORM) return data({ form: null }, { status: 400 });
  const values = postedValues(posted, EMPTY_CREDENTIAL);
  const answer = (more: Partial<CredentialCheckSubmission>, status = 200) =>
    data<CredentialCheckSubmission>({ form: CREDENTIAL_FORM, values, ...more }, { status });

  const checked = verifyCredentialRequest.safeParse(values);
  if (!checked.success) return answer({}, 400);
  const result = await dispatch(certificatesApi.endpoints.verifyCredential.initiate(checked.data));
  if ('error' in result && result.error) return answer({ refusal: refusalOf(result.error) }, 400);
  return answer({ result: result.data });
}
