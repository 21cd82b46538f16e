import { signOut, useSetNewPasswordMutation } from '@aula/api-client/account';
import { useAppDispatch, useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import { setNewPasswordRequest } from '@aula/contracts/account';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf, validateRequest } from '../shared/form-problems';
import { confirmationErrors, type NewPassword, NewPasswordFields } from '../shared/new-password-fields';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { DeadLink } from './dead-link';

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
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [setNewPassword, { isLoading }] = useSetNewPasswordMutation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { password: value.password, token, uidb64 };
    const fieldErrors = confirmationErrors(value, validateRequest(setNewPasswordRequest, request));
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await setNewPassword(request);
    if (result.error) {
      setProblem(problemOf(result.error));
      return;
    }
    if (signedIn) await dispatch(signOut());
    alerts.show({ tone: 'success', message: t('reset.done') });
    navigate(allyPath(site, 'login'), { replace: true });
  }

  // Used up while the form was open (another tab, a second click): say so as the check would.
  if (problem.formError === 'errors.linkInvalid') return <DeadLink />;
  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <NewPasswordFields value={value} onChange={setValue} errors={problem.fieldErrors} />
      <Button type="submit" block loading={isLoading}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
