import { useLazyVerifyPhoneNumberQuery } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { useAuthForm } from '../shared/use-auth-form';
import { phoneOnly, type SecretMode, secretModesOf } from './credentials';
import { SecretStep } from './secret-step';
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
  const [step, setStep] = useState<Step>('phone');
  const [modes, setModes] = useState<SecretMode[]>([]);
  const [lookUp, { isFetching }] = useLazyVerifyPhoneNumberQuery();
  const form = useAuthForm(phoneOnly, { defaultValues: { phone_number: { country, number: '' } as PhoneValue } });
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
  if (step === 'secret') return <SecretStep phone={phone} modes={modes} onChangeNumber={changeNumber} />;
  if (step === 'unknown') return <UnknownPhone phone={phone} onChangeNumber={changeNumber} />;
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isFetching}>
        {t('signIn.continue')}
      </Button>
    </form>
  );
}
