import { signOut, useSetNewPasswordMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { useAppDispatch, useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmation, type NewPassword, NewPasswordFields } from '../shared/new-password-fields';
import { useAuthForm } from '../shared/use-auth-form';
import { DeadLink } from './dead-link';
import { NEW_PASSWORD_FORM, newPasswordRequest } from './recovery-forms';

/**
 * The new password for a live reset link. The API ends every session of the account, so the
 * learner signs in again with it (this device too, if it was signed in).
 */
export function NewPasswordForm({ token, uidb64 }: { token: string; uidb64: string }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [setNewPassword, { isLoading }] = useSetNewPasswordMutation();
  const [deadLink, setDeadLink] = useState(false);
  // Refused by the server (the app had not started): drawn with the fault, the boxes empty.
  const submitted = submissionOf<NewPassword>(usePostedAnswer(), NEW_PASSWORD_FORM);
  const form = useAuthForm(newPasswordRequest(token, uidb64), {
    defaultValues: { password: '', confirm_password: '' },
    repeats: confirmation,
    ...(submitted && { submitted }),
  });

  const onSubmit = form.submitWith(async (request) => {
    const result = await setNewPassword(request);
    if (result.error) {
      const refusal = refusalOf(result.error);
      // Used up while the form was open (another tab, a second click): say so as the check would.
      if (refusal.code === 'invalid_token') setDeadLink(true);
      else form.showRefusal(refusal);
      return;
    }
    if (signedIn) await dispatch(signOut());
    alerts.show({ tone: 'success', message: t('reset.done') });
    navigate(allyPath(site, 'login'), { replace: true });
  });

  if (deadLink) return <DeadLink reason="invalid_token" />;
  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={NEW_PASSWORD_FORM} />
      <FormMessage message={form.formMessage} />
      <NewPasswordFields control={form.control} />
      <Button type="submit" block loading={isLoading}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
