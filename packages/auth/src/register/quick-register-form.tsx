import { useSimpleRegisterMutation } from '@aula/api-client/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormPasswordField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useTranslation } from 'react-i18next';

import { AccountPhoneField } from '../shared/account-phone-field';
import { useAuthForm } from '../shared/use-auth-form';
import { ConsentField } from './consent-field';
import { REGISTER_FORMS } from './register-submission';
import { type QuickValues, quickRegistration, quickValues } from './registration-values';
import { ReminderOptInField } from './reminder-opt-in';
import { useRegistration } from './use-registration';

/** `simple_register`: a name, the phone and a PIN (none of the first guesses), for owners without email. */
export function QuickRegisterForm({ initialPhone }: { initialPhone: PhoneValue }) {
  const { t, i18n } = useTranslation('auth');
  const site = useAllySite();
  const [simpleRegister, { isLoading }] = useSimpleRegisterMutation();
  const { submit } = useRegistration();
  const submitted = submissionOf<QuickValues>(usePostedAnswer(), REGISTER_FORMS.quick);
  const form = useAuthForm(quickRegistration(site.allyCode, i18n.language), {
    defaultValues: quickValues(initialPhone),
    ...(submitted && { submitted }),
  });

  const onSubmit = form.submitWith((registration) =>
    submit(
      form.getValues('phone_number'),
      () => simpleRegister({ country: site.country, registration }),
      form.showRefusal,
    ),
  );

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={REGISTER_FORMS.quick} />
      <FormMessage message={form.formMessage} />
      <FormTextField control={form.control} name="first_name" label={t('fields.firstName')} autoComplete="given-name" />
      <AccountPhoneField control={form.control} name="phone_number" />
      <FormPasswordField
        control={form.control}
        name="login_pin"
        label={t('fields.newPin')}
        secret="pin"
        hint={t('fields.newPinHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <ConsentField control={form.control} name="accepts_terms" />
      <ReminderOptInField control={form.control} name="reminders" />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
