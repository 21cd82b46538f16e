import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePhone } from '../sign-in/credentials';
import { AccountPhoneField } from './account-phone-field';
import { FormMessage } from './form-message';
import { type FormProblem, noProblem, problemOf } from './form-problems';
import { useFocusFirstError } from './use-focus-first-error';

interface PhoneRequestFormProps {
  initial: PhoneValue;
  /** Sends the request for the checked number; an `error` is shown by the form. */
  request: (phoneNumber: string, phone: PhoneValue) => Promise<{ error?: unknown }>;
  isLoading: boolean;
  submitLabel: string;
  onSent: (phone: PhoneValue) => void;
}

/** A phone number, checked here first, then one request about it (send a code, reset a PIN). */
export function PhoneRequestForm({ initial, request, isLoading, submitLabel, onSent }: PhoneRequestFormProps) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phoneNumber = toInternationalNumber(phone);
    const fieldErrors = validatePhone(phoneNumber);
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await request(phoneNumber, phone);
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
        {submitLabel}
      </Button>
    </form>
  );
}
