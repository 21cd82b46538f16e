import { useWaValidationMutation, useWaVerificationCodeMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { waValidationRequest } from '@aula/contracts/account';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { dialCodes, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { FormCodeInput } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { dialCodeFieldOf, FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { ButtonLink } from '@aula/ui-kit/link';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { VERIFY_PARAMS } from '../register/register-submission';
import { FormLinks } from '../shared/form-links';
import { displayPhone } from '../shared/phone-display';
import { useAfterSignIn } from '../shared/safe-redirect';
import { requestSchema, useAuthForm } from '../shared/use-auth-form';
import { ResendButton } from './resend-button';
import { useCountdown } from './use-countdown';
import { VERIFY_FORMS } from './verify-forms';
import { RESEND_AFTER_SECONDS, type VerifyState } from './verify-state';

/** The screen's address without the number it was opened with: it then asks for one. */
function withoutNumber(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(VERIFY_PARAMS)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

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
  const { target, redirect } = useAfterSignIn();
  const location = useLocation();
  const submitted = submissionOf<{ verification_code: string }>(usePostedAnswer(), VERIFY_FORMS.code);
  const [validate, validation] = useWaValidationMutation();
  const [resend, resending] = useWaVerificationCodeMutation();
  const [waitUntil, setWaitUntil] = useState(state.sentAt + RESEND_AFTER_SECONDS * 1000);
  const secondsLeft = useCountdown(waitUntil);
  const phone_number = toInternationalNumber(state.phone);
  const form = useAuthForm(
    requestSchema(waValidationRequest, (values: { verification_code: string }) => ({ phone_number, ...values })),
    { defaultValues: { verification_code: '' }, ...(submitted && { submitted }) },
  );
  // The boxes submit as soon as they are full: one check at a time, whatever is typed meanwhile.
  const checking = useRef(false);

  const check = form.submitWith(async (request) => {
    if (checking.current) return;
    checking.current = true;
    let result: Awaited<ReturnType<typeof validate>>;
    try {
      result = await validate(request);
    } finally {
      checking.current = false;
    }
    if (result.error || !result.data) {
      const refusal = refusalOf(result.error);
      // Typing over a full row would submit again at every digit and use up the code's tries:
      // a refused code empties the boxes, so the next one is typed (or pasted) fresh.
      form.setValue('verification_code', '');
      form.showRefusal(refusal);
      return;
    }
    if (result.data.session) {
      alerts.show({ tone: 'success', message: t('verify.welcome', { name: result.data.session.user.name }) });
      navigate(target, { replace: true });
    } else {
      alerts.show({ tone: 'success', message: t('verify.verified') });
      // Verified but not signed in: the sign-in still leads where the learner was going.
      navigate(allyPath(site, 'login', {}, { redirect }), { replace: true });
    }
  });

  async function onResend() {
    const result = await resend({ phone_number, code: dialCodes[state.phone.country] ?? '', method: 'whatsapp' });
    if (result.error) {
      const refusal = refusalOf(result.error);
      if (refusal.retryAfter) setWaitUntil(Date.now() + refusal.retryAfter * 1000);
      form.showRefusal(refusal);
      return;
    }
    const sentAt = Date.now();
    setWaitUntil(sentAt + result.data.resend_after_seconds * 1000);
    form.reset({ verification_code: '' });
    onResent(sentAt);
    alerts.show({ tone: 'success', message: t('verify.resent', { phone: displayPhone(state.phone) }) });
  }

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={check}>
      {/* The number goes with the post, so the server can check the code before the app runs. */}
      <FormName name={VERIFY_FORMS.code} />
      <input type="hidden" name="phone_number" value={state.phone.number} />
      <input type="hidden" name={dialCodeFieldOf('phone_number')} value={state.phone.country} />
      <FormMessage message={form.formMessage} />
      <FormCodeInput
        control={form.control}
        name="verification_code"
        label={t('fields.code')}
        hint={t('verify.codeHint')}
        onComplete={() => void check()}
        autoFocus
      />
      <Button type="submit" block loading={validation.isLoading}>
        {t('verify.submit')}
      </Button>
      <FormLinks>
        <ResendButton secondsLeft={secondsLeft} loading={resending.isLoading} onResend={() => void onResend()} />
        {/* A link to the screen without a number (it asks for one), so it works before the app runs. */}
        <ButtonLink
          $variant="ghost"
          to={{ pathname: location.pathname, search: withoutNumber(location.search) }}
          onClick={(event) => {
            event.preventDefault();
            onChangeNumber();
          }}
        >
          {t('verify.changeNumber')}
        </ButtonLink>
      </FormLinks>
    </form>
  );
}
