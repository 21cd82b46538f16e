import { PasswordField } from '@aula/ui-kit/password-field';
import { PasswordStrengthMeter } from '@aula/ui-kit/password-strength-meter';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './form-problems';

export interface NewPassword {
  password: string;
  confirm: string;
}

export interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: FieldErrors;
}

/** A new password with its strength meter, and the same typed again. */
export function NewPasswordFields({ value, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const errorOf = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={value.password}
        error={errorOf(errors.password)}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <PasswordStrengthMeter password={value.password} />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={value.confirm}
        error={errorOf(errors.confirmPassword)}
        onChange={(event) => onChange({ ...value, confirm: event.target.value })}
      />
    </>
  );
}

/** The confirmation must repeat the password; checked after the contract's own rules. */
export function confirmationErrors({ password, confirm }: NewPassword, errors: FieldErrors): FieldErrors {
  if (errors.password || confirm === password) return errors;
  return { ...errors, confirmPassword: confirm ? 'errors.confirmMismatch' : 'errors.confirmPasswordRequired' };
}
