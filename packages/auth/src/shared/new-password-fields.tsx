import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { PasswordStrengthMeter } from '@aula/ui-kit/password-strength-meter';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The fields of a new password: the password and the same typed again. */
export interface NewPassword {
  password: string;
  confirm_password: string;
}

/** The copy must repeat the password: a check of the form alone, the API never sees it. */
export const confirmation = { confirm_password: 'password' };

/** A new password with its strength meter, and the same typed again. */
export function NewPasswordFields<TValues extends NewPassword>({
  control,
}: {
  control: Control<TValues, unknown, unknown>;
}) {
  const { t } = useTranslation('auth');
  const typed = control as unknown as Control<NewPassword, unknown, unknown>;
  const password = useWatch({ control: typed, name: 'password' });
  return (
    <>
      <FormPasswordField control={typed} name="password" label={t('fields.newPassword')} autoComplete="new-password" />
      <PasswordStrengthMeter password={password} />
      <FormPasswordField
        control={typed}
        name="confirm_password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
