import { useConfirmLoginPinMutation, useResetLoginPinMutation } from '@aula/api-client/account';
import { confirmLoginPinRequest } from '@aula/contracts/account';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { OneTimeCodeInput } from '@aula/ui-kit/one-time-code-input';
import { PasswordField } from '@aula/ui-kit/password-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf, validateRequest } from '../shared/form-problems';
import { displayPhone } from '../shared/phone-display';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { ResendButton } from '../verify/resend-button';
import { useCountdown } from '../verify/use-countdown';
import { RESEND_AFTER_SECONDS } from '../verify/verify-state';

export interface NewPinFormProps {
  phone: PhoneValue;
  /** When the code was asked for (ms since the epoch): another may be asked a minute later. */
  sentAt: number;
  onChangeNumber: () => void;
}

/** The WhatsApp code and the PIN the learner chooses; a guessable PIN (1234, 1111) is refused. */
export function NewPinForm({ phone, sentAt, onChangeNumber }: NewPinFormProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [confirm, { isLoading }] = useConfirmLoginPinMutation();
  const [resetLoginPin, resending] = useResetLoginPinMutation();
  const [waitUntil, setWaitUntil] = useState(sentAt + RESEND_AFTER_SECONDS * 1000);
  const secondsLeft = useCountdown(waitUntil);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const errorOf = (key: string | undefined) => (key ? t(key) : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { phone_number: toInternationalNumber(phone), verification_code: code, login_pin: pin.trim() };
    const fieldErrors = validateRequest(confirmLoginPinRequest, request);
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await confirm(request);
    if (result.error) {
      const refused = problemOf(result.error);
      setProblem(refused);
      // As on the registration's code screen: a refused code is typed (or pasted) fresh.
      if (refused.fieldErrors.code) setCode('');
      return;
    }
    alerts.show({ tone: 'success', message: t('pin.done') });
    navigate(allyPath(site, 'login'), { replace: true });
  }

  async function onResend() {
    const result = await resetLoginPin({ phone_number: toInternationalNumber(phone) });
    if (result.error) {
      setProblem(problemOf(result.error));
      return;
    }
    setWaitUntil(Date.now() + RESEND_AFTER_SECONDS * 1000);
    setCode('');
    setProblem(noProblem);
    alerts.show({ tone: 'success', message: t('pin.resent', { phone: displayPhone(phone) }) });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <OneTimeCodeInput
        label={t('fields.code')}
        hint={t('verify.codeHint')}
        value={code}
        onChange={setCode}
        error={errorOf(problem.fieldErrors.code)}
        autoFocus
      />
      <PasswordField
        label={t('fields.newPin')}
        name="pin"
        secret="pin"
        hint={t('fields.newPinHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        error={errorOf(problem.fieldErrors.pin)}
        onChange={(event) => setPin(event.target.value)}
      />
      <Button type="submit" block loading={isLoading}>
        {t('pin.submit')}
      </Button>
      <FormLinks>
        <ResendButton secondsLeft={secondsLeft} loading={resending.isLoading} onResend={() => void onResend()} />
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('pin.again')}
        </Button>
      </FormLinks>
    </form>
  );
}
