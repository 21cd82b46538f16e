import { useResetLoginPinMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { useAuthForm } from '../shared/use-auth-form';
import { phoneOnly } from '../sign-in/credentials';
import { RESET_PIN_FORMS } from './recovery-forms';

/** The number whose PIN is forgotten; the answer is the same whether or not it has an account. */
export function PinCodeRequest({ initial, onSent }: { initial: PhoneValue; onSent: (phone: PhoneValue) => void }) {
  const { t } = useTranslation('auth');
  const [resetLoginPin, { isLoading }] = useResetLoginPinMutation();
  const submitted = submissionOf<{ phone_number: PhoneValue }>(usePostedAnswer(), RESET_PIN_FORMS.ask);
  const form = useAuthForm(phoneOnly, { defaultValues: { phone_number: initial }, ...(submitted && { submitted }) });

  const onSubmit = form.submitWith(async ({ phone_number }) => {
    const phone = form.getValues('phone_number');
    const result = await resetLoginPin({ phone_number });
    if (result.error) form.showRefusal(refusalOf(result.error));
    else onSent(phone);
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={RESET_PIN_FORMS.ask} />
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isLoading}>
        {t('pin.sendCode')}
      </Button>
    </form>
  );
}
