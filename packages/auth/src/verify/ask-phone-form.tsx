import { useWaVerificationCodeMutation } from '@aula/api-client/account';
import { dialCodes, type PhoneValue } from '@aula/ui-kit/dial-codes';
import { useTranslation } from 'react-i18next';
import { PhoneRequestForm } from '../shared/phone-request-form';
import { VERIFY_FORMS } from './verify-forms';

/** Opened without a number (a reload of another device, a bookmark): the number first, then a code. */
export function AskPhoneForm({ initial, onSent }: { initial: PhoneValue; onSent: (phone: PhoneValue) => void }) {
  const { t } = useTranslation('auth');
  const [send, { isLoading }] = useWaVerificationCodeMutation();
  return (
    <PhoneRequestForm
      formName={VERIFY_FORMS.ask}
      initial={initial}
      request={(phone_number, phone) =>
        send({ phone_number, code: dialCodes[phone.country] ?? '', method: 'whatsapp' })
      }
      isLoading={isLoading}
      submitLabel={t('verify.sendCode')}
      onSent={onSent}
    />
  );
}
