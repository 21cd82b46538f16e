import { useUpdatePasswordMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { confirmation, NewPasswordFields } from '../shared/new-password-fields';
import { Notice } from '../shared/notice';
import { useAuthForm } from '../shared/use-auth-form';
import {
  currentSecretOf,
  EMPTY_PASSWORD,
  PASSWORD_FORM,
  type PasswordValues,
  passwordChange,
  SAVED_PARAM,
  savedModeOf,
} from './password-change';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Change the password (the current one is asked: a stolen session must not be enough) or create a
 * first one (a PIN-only account proves itself with its PIN; one with neither, e.g. Facebook's,
 * with nothing). Every other session of the learner ends; this one stays. Posted to the server
 * before the app runs (settings-action.ts), it comes back with its faults or saying it was saved.
 */
export function PasswordForm({ hasPassword, hasPin = false }: { hasPassword: boolean; hasPin?: boolean }) {
  const { t } = useTranslation('auth');
  const alerts = useAlerts();
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const submitted = submissionOf<PasswordValues>(usePostedAnswer(), PASSWORD_FORM);
  const [searchParams] = useSearchParams();
  const savedMode = savedModeOf(searchParams.get(SAVED_PARAM));
  const mode = hasPassword ? 'change' : 'create';
  const asks = currentSecretOf({ has_password: hasPassword, has_pin: hasPin });
  const form = useAuthForm(passwordChange(asks), {
    defaultValues: EMPTY_PASSWORD,
    repeats: confirmation,
    ...(submitted && { submitted }),
  });

  const onSubmit = form.submitWith(async (request) => {
    const result = await update(request);
    if (result.error) {
      form.showRefusal(refusalOf(result.error));
      return;
    }
    form.reset(EMPTY_PASSWORD);
    alerts.show({ tone: 'success', message: t(`settings.${mode}Done`) });
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <FormName name={PASSWORD_FORM} />
      {/* Saved by a post to the server (the app had not started): said where the form is. */}
      {savedMode && !submitted && (
        <Notice $tone="success" role="status" data-without-app="">
          <p>{t(`settings.${savedMode}Done`)}</p>
        </Notice>
      )}
      <Heading id="password-heading">{t(`settings.${mode}Title`)}</Heading>
      <Note>{t(`settings.${mode}Note`)}</Note>
      <FormMessage message={form.formMessage} />
      {asks === 'password' && (
        <FormPasswordField
          control={form.control}
          name="current_password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
      )}
      {asks === 'pin' && (
        <FormPasswordField
          control={form.control}
          name="current_pin"
          label={t('fields.currentPin')}
          secret="pin"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
      )}
      <NewPasswordFields control={form.control} />
      <Button type="submit" block loading={isLoading}>
        {t(`settings.${mode}Submit`)}
      </Button>
    </form>
  );
}
