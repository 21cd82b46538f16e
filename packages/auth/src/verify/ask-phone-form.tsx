import { useWaVerificationCodeMutation } from '@aula/api-client/account';
import { Button } from '@aula/ui-kit/button';
import { dialCodes, type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem, problemOf } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { validatePhone } from '../sign-in/credentials';

/** Opened without a number (a reload of another device, a bookmark): the number first, then a code. */
export function AskPhoneForm({ initial, onSent }: { initial: PhoneValue; onSent: (phone: PhoneValue) => void }) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [send, { isLoading }] = useWaVerificationCodeMutation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phone_number = toInternationalNumber(phone);
    const fieldErrors = validatePhone(phone_number);
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await send({ phone_number, code: dialCodes[phone.country] ?? '', method: 'whatsapp' });
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
        {t('verify.sendCode')}
      </Button>
    </form>
  );
}
