import { useVerificationTokenQuery } from '@aula/api-client/account';
import { describeApiError, refusalOf } from '@aula/api-client/errors';
import { FRESH_ON_EVERY_VISIT } from '@aula/api-client/hooks';
import { ErrorState } from '@aula/ui-kit/error-state';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Skeleton } from '@aula/ui-kit/skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';
import { DeadLink } from './dead-link';
import { NewPasswordForm } from './new-password-form';
import { NEW_PASSWORD_FORM } from './recovery-forms';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A link whose check failed because of the connection (not the link) deserves a retry. */
const isConnectionProblem = (error: unknown) => ['network', 'timeout'].includes(describeApiError(error).code);

/**
 * `/:country/:allyCode/restablecer?uidb64=&token=`: the link from the reset message. The link is
 * checked first (verification-token); a dead one says why (from the refusal's code) and offers a
 * new one; a live one lets the learner choose a new password.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const uidb64 = params.get('uidb64') ?? '';
  const incomplete = !token || !uidb64;
  // The new password posted before the app ran, refused for the link: the server's word on it
  // stands, whatever the page's own check of the link shows (a refused check is drawn as loading).
  const usedUp = submissionOf(usePostedAnswer(), NEW_PASSWORD_FORM)?.refusal?.code === 'invalid_token';
  const check = useVerificationTokenQuery(
    { token, uidb64 },
    { skip: incomplete, refetchOnMountOrArgChange: FRESH_ON_EVERY_VISIT },
  );

  let body: ReactElement;
  // The intro speaks of choosing a password: it shows only while that is what the screen offers.
  let live = false;
  if (incomplete) body = <DeadLink reason="incomplete" />;
  else if (usedUp) body = <DeadLink reason="invalid_token" />;
  else if (check.isLoading) {
    body = (
      <Placeholder role="status" aria-label={t('reset.checking')}>
        <Skeleton $height="1.25rem" $width="60%" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
      </Placeholder>
    );
  } else if (check.error && isConnectionProblem(check.error)) {
    body = (
      <ErrorState message={t('errors.network')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
    );
  } else if (check.error) {
    body = <DeadLink reason={refusalOf(check.error).code} />;
  } else {
    live = true;
    body = <NewPasswordForm token={token} uidb64={uidb64} />;
  }

  return (
    <AuthPage title={t('reset.title')} intro={live ? t('reset.intro') : undefined}>
      {body}
    </AuthPage>
  );
}
