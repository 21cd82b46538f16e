import { useUpdatePasswordMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { updatePasswordRequest } from '@aula/contracts/account';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { confirmation, type NewPassword, NewPasswordFields } from '../shared/new-password-fields';
import { requestSchema, useAuthForm } from '../shared/use-auth-form';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PasswordValues extends NewPassword {
  current_password: string;
  current_pin: string;
}

const empty: PasswordValues = { current_password: '', current_pin: '', password: '', confirm_password: '' };

/**
 * The current secret proves it is the owner: the password, else the PIN of a PIN-only account
 * (an account with neither, e.g. Facebook's, needs none). The one asked for is sent even when
 * empty, so the contract's own rule asks for it.
 */
const passwordChange = (asks: 'password' | 'pin' | 'none') =>
  requestSchema(updatePasswordRequest, (values: PasswordValues) => ({
    password: values.password,
    current_password: asks === 'password' ? values.current_password : undefined,
    current_pin: asks === 'pin' ? values.current_pin.trim() : undefined,
  }));

/**
 * Change the password (the current one is asked: a stolen session must not be enough) or create a
 * first one. Every other session of the learner ends; this one stays.
 */
export function PasswordForm({ hasPassword, hasPin = false }: { hasPassword: boolean; hasPin?: boolean }) {
  const { t } = useTranslation('auth');
  const alerts = useAlerts();
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const mode = hasPassword ? 'change' : 'create';
  const asksPin = !hasPassword && hasPin;
  const form = useAuthForm(passwordChange(hasPassword ? 'password' : asksPin ? 'pin' : 'none'), {
    defaultValues: empty,
    repeats: confirmation,
  });

  const onSubmit = form.submitWith(async (request) => {
    const result = await update(request);
    if (result.error) {
      form.showRefusal(refusalOf(result.error));
      return;
    }
    form.reset(empty);
    alerts.show({ tone: 'success', message: t(`settings.${mode}Done`) });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <Heading id="password-heading">{t(`settings.${mode}Title`)}</Heading>
      <Note>{t(`settings.${mode}Note`)}</Note>
      <FormMessage message={form.formMessage} />
      {hasPassword && (
        <FormPasswordField
          control={form.control}
          name="current_password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
      )}
      {asksPin && (
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
