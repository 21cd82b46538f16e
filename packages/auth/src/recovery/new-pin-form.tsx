import { useConfirmLoginPinMutation, useResetLoginPinMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { FormCodeInput, FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { dialCodeFieldOf, FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { displayPhone } from '../shared/phone-display';
import { useAuthForm } from '../shared/use-auth-form';
import { ResendButton } from '../verify/resend-button';
import { useCountdown } from '../verify/use-countdown';
import { RESEND_AFTER_SECONDS } from '../verify/verify-state';
import { type NewPinValues, newPinRequest, OTHER_NUMBER_FIELD, RESET_PIN_FORMS } from './recovery-forms';

export interface NewPinFormProps {
  phone: PhoneValue;
  /** When the code was asked for (ms since the epoch): another may be asked a minute later. */
  sentAt: number;
  onChangeNumber: () => void;
}

const empty: NewPinValues = { verification_code: '', login_pin: '' };

/** The WhatsApp code and the PIN the learner chooses; a guessable PIN (1234, 1111) is refused. */
export function NewPinForm({ phone, sentAt, onChangeNumber }: NewPinFormProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [confirm, { isLoading }] = useConfirmLoginPinMutation();
  const [resetLoginPin, resending] = useResetLoginPinMutation();
  const [waitUntil, setWaitUntil] = useState(sentAt + RESEND_AFTER_SECONDS * 1000);
  const secondsLeft = useCountdown(waitUntil);
  const phone_number = toInternationalNumber(phone);
  // Refused by the server (the app had not started): drawn with the fault, the boxes empty.
  const submitted = submissionOf<NewPinValues>(usePostedAnswer(), RESET_PIN_FORMS.pin);
  const form = useAuthForm(newPinRequest(phone_number), { defaultValues: empty, ...(submitted && { submitted }) });

  const onSubmit = form.submitWith(async (request) => {
    const result = await confirm(request);
    if (result.error) {
      const refusal = refusalOf(result.error);
      // As on the registration's code screen: a refused code is typed (or pasted) fresh.
      if (['invalid_code', 'code_expired', 'code_locked'].includes(refusal.code))
        form.setValue('verification_code', '');
      form.showRefusal(refusal);
      return;
    }
    alerts.show({ tone: 'success', message: t('pin.done') });
    navigate(allyPath(site, 'login'), { replace: true });
  });

  async function onResend() {
    const result = await resetLoginPin({ phone_number });
    if (result.error) {
      form.showRefusal(refusalOf(result.error));
      return;
    }
    setWaitUntil(Date.now() + RESEND_AFTER_SECONDS * 1000);
    form.reset({ ...form.getValues(), verification_code: '' });
    alerts.show({ tone: 'success', message: t('pin.resent', { phone: displayPhone(phone) }) });
  }

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      {/* The number goes with the post, so the server can check the code before the app runs. */}
      <FormName name={RESET_PIN_FORMS.pin} />
      <input type="hidden" name="phone_number" value={phone.number} />
      <input type="hidden" name={dialCodeFieldOf('phone_number')} value={phone.country} />
      <FormMessage message={form.formMessage} />
      <FormCodeInput
        control={form.control}
        name="verification_code"
        label={t('fields.code')}
        hint={t('verify.codeHint')}
        autoFocus
      />
      <FormPasswordField
        control={form.control}
        name="login_pin"
        label={t('fields.newPin')}
        secret="pin"
        hint={t('fields.newPinHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <Button type="submit" block loading={isLoading}>
        {t('pin.submit')}
      </Button>
      <FormLinks>
        <ResendButton secondsLeft={secondsLeft} loading={resending.isLoading} onResend={() => void onResend()} />
        {/* A send button of this form, so it goes back to the number before the app runs too. */}
        <Button
          type="submit"
          name={OTHER_NUMBER_FIELD}
          value="1"
          formNoValidate
          variant="ghost"
          onClick={(event) => {
            event.preventDefault();
            onChangeNumber();
          }}
        >
          {t('pin.again')}
        </Button>
      </FormLinks>
    </form>
  );
}
