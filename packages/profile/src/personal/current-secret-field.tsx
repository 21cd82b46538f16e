import { useCheckPasswordQuery } from '@aula/api-client/account';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PersonalValues, SecretKind } from './personal-values';

export function useCurrentSecretKind(): SecretKind | undefined {
  const { data } = useCheckPasswordQuery();
  if (data?.has_password) return 'password';
  return data?.has_pin ? 'pin' : undefined;
}

export interface CurrentSecretFieldProps {
  kind: SecretKind;
  control: Control<PersonalValues, unknown, unknown>;
}

/** Asked only while the email changes: the email signs in and receives reset links. */
export function CurrentSecretField({ kind, control }: CurrentSecretFieldProps) {
  const { t } = useTranslation('profile');
  const pin = kind === 'pin';
  return (
    <FormPasswordField
      control={control}
      name={pin ? 'current_pin' : 'current_password'}
      label={t(pin ? 'personal.currentPin' : 'personal.currentPassword')}
      hint={t('personal.currentSecretHint')}
      secret={kind}
      autoComplete={pin ? 'off' : 'current-password'}
      inputMode={pin ? 'numeric' : undefined}
      maxLength={pin ? 6 : undefined}
    />
  );
}
