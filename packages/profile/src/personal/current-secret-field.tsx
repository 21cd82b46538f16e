import { useCheckPasswordQuery } from '@aula/api-client/account';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PersonalValues, SecretKind } from './personal-values';

/**
 * The account's kind of secret, asked once the app runs: the API answers it to a POST, which the
 * server never sends while drawing a page (reads only). A form the server answered brings the kind
 * it found (`known`), so the field shows there too.
 */
export function useCurrentSecretKind(known?: SecretKind): SecretKind | undefined {
  const running = useAppRunning();
  const { data } = useCheckPasswordQuery(undefined, { skip: !running });
  if (data?.has_password) return 'password';
  return data?.has_pin ? 'pin' : known;
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
