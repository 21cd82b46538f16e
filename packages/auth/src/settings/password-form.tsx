import { useUpdatePasswordMutation } from '@aula/api-client/account';
import { updatePasswordRequest } from '@aula/contracts/account';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { PasswordField } from '@aula/ui-kit/password-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf, validateRequest } from '../shared/form-problems';
import { confirmationErrors, type NewPassword, NewPasswordFields } from '../shared/new-password-fields';
import { useFocusFirstError } from '../shared/use-focus-first-error';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const empty: NewPassword = { password: '', confirm: '' };

/**
 * Change the password (the current one is asked: a stolen session must not be enough) or create a
 * first one. Every other session of the learner ends; this one stays.
 */
export function PasswordForm({ hasPassword, hasPin = false }: { hasPassword: boolean; hasPin?: boolean }) {
  const { t } = useTranslation('auth');
  const alerts = useAlerts();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>(empty);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const mode = hasPassword ? 'change' : 'create';
  const asksPin = !hasPassword && hasPin;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The current secret proves it is the owner: the password, else the PIN of a PIN-only account.
    const request = {
      password: value.password,
      current_password: hasPassword ? current : undefined,
      current_pin: asksPin ? current.trim() : undefined,
    };
    const fieldErrors = confirmationErrors(value, validateRequest(updatePasswordRequest, request));
    if (hasPassword && !current) fieldErrors.currentPassword = 'errors.currentPasswordRequired';
    if (asksPin && !current.trim()) fieldErrors.currentPin = 'errors.currentPinRequired';
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await update(request);
    if (result.error) {
      setProblem(problemOf(result.error));
      return;
    }
    setCurrent('');
    setValue(empty);
    alerts.show({ tone: 'success', message: t(`settings.${mode}Done`) });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <Heading id="password-heading">{t(`settings.${mode}Title`)}</Heading>
      <Note>{t(`settings.${mode}Note`)}</Note>
      <FormMessage problem={problem} />
      {hasPassword && (
        <PasswordField
          label={t('fields.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={problem.fieldErrors.currentPassword ? t(problem.fieldErrors.currentPassword) : undefined}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
      {asksPin && (
        <PasswordField
          label={t('fields.currentPin')}
          name="current-pin"
          secret="pin"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={current}
          error={problem.fieldErrors.currentPin ? t(problem.fieldErrors.currentPin) : undefined}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
      <NewPasswordFields value={value} onChange={setValue} errors={problem.fieldErrors} />
      <Button type="submit" block loading={isLoading}>
        {t(`settings.${mode}Submit`)}
      </Button>
    </form>
  );
}
