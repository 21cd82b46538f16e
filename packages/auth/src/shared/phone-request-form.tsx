import { refusalOf } from '@aula/api-client/errors';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { phoneOnly } from '../sign-in/credentials';
import { AccountPhoneField } from './account-phone-field';
import { useAuthForm } from './use-auth-form';

interface PhoneRequestFormProps {
  /** The form's name when posted to its page before the app runs (the route's action answers it). */
  formName: string;
  initial: PhoneValue;
  /** Sends the request for the checked number; an `error` is shown by the form. */
  request: (phoneNumber: string, phone: PhoneValue) => Promise<{ error?: unknown }>;
  isLoading: boolean;
  submitLabel: string;
  onSent: (phone: PhoneValue) => void;
}

/** A phone number, checked here first, then one request about it (send a code, reset a PIN). */
export function PhoneRequestForm({
  formName,
  initial,
  request,
  isLoading,
  submitLabel,
  onSent,
}: PhoneRequestFormProps) {
  const submitted = submissionOf<{ phone_number: PhoneValue }>(usePostedAnswer(), formName);
  const form = useAuthForm(phoneOnly, { defaultValues: { phone_number: initial }, ...(submitted && { submitted }) });

  const onSubmit = form.submitWith(async ({ phone_number }) => {
    const phone = form.getValues('phone_number');
    const result = await request(phone_number, phone);
    if (result.error) form.showRefusal(refusalOf(result.error));
    else onSent(phone);
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={formName} />
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isLoading}>
        {submitLabel}
      </Button>
    </form>
  );
}
