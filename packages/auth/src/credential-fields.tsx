import { dialCodes } from '@aula/ui-kit/dial-codes';
import { PasswordField } from '@aula/ui-kit/password-field';
import { PhoneField } from '@aula/ui-kit/phone-field';
import { TextField } from '@aula/ui-kit/text-field';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, LoginMode, LoginValues } from './credentials';

interface CredentialFieldsProps {
  mode: LoginMode;
  values: LoginValues;
  errors: FieldErrors;
  /** The route's country: its dial code comes first in the list. */
  country: string;
  onChange: (values: LoginValues) => void;
}

/** The inputs of one sign-in mode; errors are message keys, shown next to their field. */
export function CredentialFields({ mode, values, errors, country, onChange }: CredentialFieldsProps) {
  const { t } = useTranslation('auth');
  const errorOf = (field: keyof FieldErrors) => (errors[field] ? t(errors[field]) : undefined);
  const dialCountries = [country, ...Object.keys(dialCodes).filter((code) => code !== country)];

  return (
    <>
      {mode === 'email' ? (
        <TextField
          label={t('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          error={errorOf('email')}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
      ) : (
        <PhoneField
          label={t('phone')}
          name="phone"
          hint={t('phoneHint')}
          countries={dialCountries}
          value={values.phone}
          error={errorOf('phone')}
          onChange={(phone) => onChange({ ...values, phone })}
        />
      )}
      {mode === 'pin' ? (
        <PasswordField
          label={t('pin')}
          name="pin"
          hint={t('pinHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.pin}
          error={errorOf('pin')}
          onChange={(event) => onChange({ ...values, pin: event.target.value })}
        />
      ) : (
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errorOf('password')}
          onChange={(event) => onChange({ ...values, password: event.target.value })}
        />
      )}
    </>
  );
}
