import { useResetLoginPinMutation } from '@aula/api-client/account';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { useTranslation } from 'react-i18next';
import { PhoneRequestForm } from '../shared/phone-request-form';

/** The number whose PIN is forgotten; the answer is the same whether or not it has an account. */
export function PinCodeRequest({ initial, onSent }: { initial: PhoneValue; onSent: (phone: PhoneValue) => void }) {
  const { t } = useTranslation('auth');
  const [resetLoginPin, { isLoading }] = useResetLoginPinMutation();
  return (
    <PhoneRequestForm
      initial={initial}
      request={(phone_number) => resetLoginPin({ phone_number })}
      isLoading={isLoading}
      submitLabel={t('pin.sendCode')}
      onSent={onSent}
    />
  );
}
