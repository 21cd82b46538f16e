import { useVerifyCredentialMutation } from '@aula/api-client/certificates';
import { refusalOf } from '@aula/api-client/errors';
import { verifyCredentialRequest } from '@aula/contracts/certificate-forms';
import { Button } from '@aula/ui-kit/button';
import { FormTextAreaField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CREDENTIAL_FORM,
  type CredentialCheckSubmission,
  type CredentialValues,
  EMPTY_CREDENTIAL,
} from './credential-form';
import { VerificationResult } from './verification-result';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.xl} 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * "¿Tienes una credencial?": the file's text, or the bare credential, pasted and checked. A real
 * form posted to the page before the app runs (credential-check-action.ts answers it with the
 * verdict); once the app runs, its own call. Either way the verdict shows under the form.
 */
export function CredentialCheck() {
  const { t } = useTranslation('achievements', { keyPrefix: 'verification' });
  const heading = useId();
  const [verify, state] = useVerifyCredentialMutation();
  const submitted = submissionOf<CredentialValues>(usePostedAnswer(), CREDENTIAL_FORM) as
    | CredentialCheckSubmission
    | undefined;
  const form = useContractForm(verifyCredentialRequest, {
    defaultValues: EMPTY_CREDENTIAL,
    ...(submitted && { submitted }),
  });

  const submit = form.submitWith(async (request) => {
    const answer = await verify(request);
    if ('error' in answer) form.showRefusal(refusalOf(answer.error));
  });

  // The server's verdict stands until the app checks something itself.
  const result = state.isUninitialized ? submitted?.result : state.data;
  return (
    <Section aria-labelledby={heading}>
      <h2 id={heading}>{t('pasteTitle')}</h2>
      <Form ref={form.formRef} method="post" onSubmit={submit} noValidate>
        <FormName name={CREDENTIAL_FORM} />
        <FormTextAreaField
          control={form.control}
          name="credential"
          label={t('credential')}
          hint={t('credentialHint')}
        />
        <FormMessage message={form.formMessage} />
        <div>
          <Button type="submit" loading={state.isLoading}>
            {t('check')}
          </Button>
        </div>
      </Form>
      <div role="status" aria-label={t('pastedResult')}>
        {result && <VerificationResult verification={result} headingLevel="h3" />}
      </div>
    </Section>
  );
}
