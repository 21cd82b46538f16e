import { useAllySite } from '@aula/ui-kit/ally-site';
import { dialCodes } from '@aula/ui-kit/dial-codes';
import { FormPhoneField } from '@aula/ui-kit/forms/form-fields';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface AccountPhoneFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  label?: string;
}

/** The mobile number of an account: the route's country first in the dial codes, with a hint. */
export function AccountPhoneField<TValues extends FieldValues>({
  control,
  name,
  label,
}: AccountPhoneFieldProps<TValues>) {
  const { t } = useTranslation('auth');
  const { country } = useAllySite();
  const countries = [country, ...Object.keys(dialCodes).filter((code) => code !== country)];
  return (
    <FormPhoneField
      control={control}
      name={name}
      label={label ?? t('fields.phone')}
      hint={t('fields.phoneHint')}
      countries={countries}
    />
  );
}
