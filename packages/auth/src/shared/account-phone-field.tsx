import { useAllySite } from '@aula/ui-kit/ally-site';
import { dialCodes, type PhoneValue } from '@aula/ui-kit/dial-codes';
import { PhoneField } from '@aula/ui-kit/phone-field';
import { useTranslation } from 'react-i18next';

export interface AccountPhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  label?: string;
}

/** The mobile number of an account: the route's country first in the dial codes, with a hint. */
export function AccountPhoneField({ value, onChange, error, label }: AccountPhoneFieldProps) {
  const { t } = useTranslation('auth');
  const { country } = useAllySite();
  const countries = [country, ...Object.keys(dialCodes).filter((code) => code !== country)];
  return (
    <PhoneField
      label={label ?? t('fields.phone')}
      name="phone"
      hint={t('fields.phoneHint')}
      countries={countries}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
