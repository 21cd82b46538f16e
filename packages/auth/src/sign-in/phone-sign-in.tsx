import { useLazyVerifyPhoneNumberQuery } from '@aula/api-client/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { validatePhone } from './credentials';
import { SecretStep } from './secret-step';
import { UnknownPhone } from './unknown-phone';

type Step = 'phone' | 'secret' | 'unknown';

/**
 * Phone first (spec: verify-phone-number, plus stripped): a known number goes on to its password
 * or PIN; an unknown one is offered registration with the number kept.
 */
export function PhoneSignIn() {
  const { t } = useTranslation('auth');
  const { country } = useAllySite();
  const [phone, setPhone] = useState<PhoneValue>({ country, number: '' });
  const [step, setStep] = useState<Step>('phone');
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [lookUp, { isFetching }] = useLazyVerifyPhoneNumberQuery();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const international = toInternationalNumber(phone);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors = validatePhone(international);
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await lookUp(international);
    if (result.error || !result.data) {
      setProblem(problemOf(result.error));
      return;
    }
    setStep(result.data.exists ? 'secret' : 'unknown');
  }

  const changeNumber = () => setStep('phone');
  if (step === 'secret') return <SecretStep phone={phone} onChangeNumber={changeNumber} />;
  if (step === 'unknown') return <UnknownPhone phone={phone} onChangeNumber={changeNumber} />;
  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <AccountPhoneField
        value={phone}
        onChange={setPhone}
        error={problem.fieldErrors.phone ? t(problem.fieldErrors.phone) : undefined}
      />
      <Button type="submit" block loading={isFetching}>
        {t('signIn.continue')}
      </Button>
    </form>
  );
}
