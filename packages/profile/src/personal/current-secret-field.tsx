import { useCheckPasswordQuery } from '@aula/api-client/account';
import { PasswordField } from '@aula/ui-kit/password-field';
import { useTranslation } from 'react-i18next';

/** Which current secret proves the owner: the password, else the PIN; none for a Facebook-only account. */
export type SecretKind = 'password' | 'pin';

export function useCurrentSecretKind(): SecretKind | undefined {
  const { data } = useCheckPasswordQuery();
  if (data?.has_password) return 'password';
  return data?.has_pin ? 'pin' : undefined;
}

export interface CurrentSecretFieldProps {
  kind: SecretKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Asked only while the email changes: the email signs in and receives reset links. */
export function CurrentSecretField({ kind, value, onChange, error }: CurrentSecretFieldProps) {
  const { t } = useTranslation('profile');
  const pin = kind === 'pin';
  return (
    <PasswordField
      label={t(pin ? 'personal.currentPin' : 'personal.currentPassword')}
      hint={t('personal.currentSecretHint')}
      name={pin ? 'current-pin' : 'current-password'}
      secret={kind}
      autoComplete={pin ? 'off' : 'current-password'}
      inputMode={pin ? 'numeric' : undefined}
      maxLength={pin ? 6 : undefined}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
