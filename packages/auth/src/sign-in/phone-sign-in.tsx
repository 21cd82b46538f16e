import { useLazyVerifyPhoneNumberQuery } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountPhoneField } from '../shared/account-phone-field';
import { useAuthForm } from '../shared/use-auth-form';
import { phoneOnly, type SecretMode, secretModesOf } from './credentials';
import { SecretStep } from './secret-step';
import { type PhoneSubmission, type SecretSubmission, SIGN_IN_FORMS } from './sign-in-submission';
import { UnknownPhone } from './unknown-phone';

type Step = 'phone' | 'secret' | 'unknown';

/**
 * Phone first (spec: verify-phone-number, plus stripped): a known number goes on to the secrets
 * its account has (a PIN-only learner straight to the PIN); an unknown one is offered registration
 * with the number kept.
 */
export function PhoneSignIn() {
  const { t } = useTranslation('auth');
  const { country } = useAllySite();
  // Posted to the server before the app ran: the step it answered with is the step shown.
  const posted = usePostedAnswer();
  const phoneAnswer = submissionOf<PhoneSubmission['values']>(posted, SIGN_IN_FORMS.phone) as
    | PhoneSubmission
    | undefined;
  const secretAnswer = submissionOf(posted, SIGN_IN_FORMS.secret) as SecretSubmission | undefined;
  const found = phoneAnswer?.found;
  const [step, setStep] = useState<Step>(() => {
    if (secretAnswer) return 'secret';
    if (found) return found.exists ? 'secret' : 'unknown';
    return 'phone';
  });
  const [modes, setModes] = useState<SecretMode[]>(secretAnswer?.modes ?? found?.modes ?? []);
  const [lookUp, { isFetching }] = useLazyVerifyPhoneNumberQuery();
  const form = useAuthForm(phoneOnly, {
    defaultValues: {
      phone_number: secretAnswer?.phone ?? phoneAnswer?.values.phone_number ?? ({ country, number: '' } as PhoneValue),
    },
    ...(phoneAnswer && !found && { submitted: phoneAnswer }),
  });
  const phone = form.watch('phone_number');

  const onSubmit = form.submitWith(async ({ phone_number }) => {
    const result = await lookUp(phone_number);
    if (result.error || !result.data) form.showRefusal(refusalOf(result.error));
    else {
      setModes(secretModesOf(result.data));
      setStep(result.data.exists ? 'secret' : 'unknown');
    }
  });

  const changeNumber = () => setStep('phone');
  if (step === 'secret') {
    return <SecretStep phone={phone} modes={modes} onChangeNumber={changeNumber} submitted={secretAnswer} />;
  }
  if (step === 'unknown') return <UnknownPhone phone={phone} onChangeNumber={changeNumber} />;
  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={SIGN_IN_FORMS.phone} />
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isFetching}>
        {t('signIn.continue')}
      </Button>
    </form>
  );
}
