import { useResetLoginPinMutation } from '@aula/api-client/account';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { validatePhone } from '../sign-in/credentials';

/** The number whose PIN is forgotten; the answer is the same whether or not it has an account. */
export function PinCodeRequest({ initial, onSent }: { initial: PhoneValue; onSent: (phone: PhoneValue) => void }) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [resetLoginPin, { isLoading }] = useResetLoginPinMutation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phone_number = toInternationalNumber(phone);
    const fieldErrors = validatePhone(phone_number);
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await resetLoginPin({ phone_number });
    if (result.error) setProblem(problemOf(result.error));
    else onSent(phone);
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <AccountPhoneField
        value={phone}
        onChange={setPhone}
        error={problem.fieldErrors.phone ? t(problem.fieldErrors.phone) : undefined}
      />
      <Button type="submit" block loading={isLoading}>
        {t('pin.sendCode')}
      </Button>
    </form>
  );
}
