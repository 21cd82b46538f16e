import { useWaValidationMutation, useWaVerificationCodeMutation } from '@aula/api-client/account';
import { waValidationRequest } from '@aula/contracts/account';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { dialCodes, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { OneTimeCodeInput } from '@aula/ui-kit/one-time-code-input';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf, validateRequest } from '../shared/form-problems';
import { displayPhone } from '../shared/phone-display';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { ResendButton } from './resend-button';
import { useCountdown } from './use-countdown';
import { RESEND_AFTER_SECONDS, type VerifyState } from './verify-state';

export interface CodeFormProps {
  state: VerifyState;
  /** A new code went out: the screen keeps the new time (and survives a reload with it). */
  onResent: (sentAt: number) => void;
  onChangeNumber: () => void;
}

/**
 * The six-digit WhatsApp code: sent as soon as the boxes are full; a right code for a new account
 * signs the learner in and takes them where they were going.
 */
export function CodeForm({ state, onResent, onChangeNumber }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { target } = useAfterSignIn();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [validate, validation] = useWaValidationMutation();
  const [resend, resending] = useWaVerificationCodeMutation();
  const [waitUntil, setWaitUntil] = useState(state.sentAt + RESEND_AFTER_SECONDS * 1000);
  const secondsLeft = useCountdown(waitUntil);
  const form = useRef<HTMLFormElement>(null);
  // The boxes submit as soon as they are full: one check at a time, whatever is typed meanwhile.
  const checking = useRef(false);
  useFocusFirstError(form, problem);
  const phone_number = toInternationalNumber(state.phone);

  async function check(verification_code: string) {
    const fieldErrors = validateRequest(waValidationRequest, { phone_number, verification_code });
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0 || checking.current) return;
    checking.current = true;
    let result: Awaited<ReturnType<typeof validate>>;
    try {
      result = await validate({ phone_number, verification_code });
    } finally {
      checking.current = false;
    }
    if (result.error || !result.data) {
      const refused = problemOf(result.error);
      setProblem(refused);
      // Typing over a full row would submit again at every digit and use up the code's tries:
      // a refused code empties the boxes, so the next one is typed (or pasted) fresh.
      if (refused.fieldErrors.code) setCode('');
      return;
    }
    if (result.data.session) {
      alerts.show({ tone: 'success', message: t('verify.welcome', { name: result.data.session.user.name }) });
      navigate(target, { replace: true });
    } else {
      alerts.show({ tone: 'success', message: t('verify.verified') });
      navigate(allyPath(site, 'login'), { replace: true });
    }
  }

  async function onResend() {
    const result = await resend({ phone_number, code: dialCodes[state.phone.country] ?? '', method: 'whatsapp' });
    if (result.error) {
      const refused = problemOf(result.error);
      const retryAfter = (result.error as { data?: { retry_after?: number } }).data?.retry_after;
      if (retryAfter) setWaitUntil(Date.now() + retryAfter * 1000);
      setProblem(refused);
      return;
    }
    const sentAt = Date.now();
    setWaitUntil(sentAt + result.data.resend_after_seconds * 1000);
    setCode('');
    setProblem(noProblem);
    onResent(sentAt);
    alerts.show({ tone: 'success', message: t('verify.resent', { phone: displayPhone(state.phone) }) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void check(code);
  }

  const codeError = problem.fieldErrors.code;
  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <OneTimeCodeInput
        label={t('fields.code')}
        hint={t('verify.codeHint')}
        value={code}
        onChange={setCode}
        onComplete={(complete) => void check(complete)}
        error={codeError ? t(codeError) : undefined}
        autoFocus
      />
      <Button type="submit" block loading={validation.isLoading}>
        {t('verify.submit')}
      </Button>
      <FormLinks>
        <ResendButton secondsLeft={secondsLeft} loading={resending.isLoading} onResend={() => void onResend()} />
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('verify.changeNumber')}
        </Button>
      </FormLinks>
    </form>
  );
}
