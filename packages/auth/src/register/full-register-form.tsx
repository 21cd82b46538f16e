import { useRegisterMutation } from '@aula/api-client/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormEmailField, FormPasswordField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { PasswordStrengthMeter } from '@aula/ui-kit/password-strength-meter';
import { useTranslation } from 'react-i18next';

import { AccountPhoneField } from '../shared/account-phone-field';
import { useAuthForm } from '../shared/use-auth-form';
import { BusinessTypeSelect } from './business-type-select';
import { CitySelect } from './city-select';
import { ConsentField } from './consent-field';
import { FormSection } from './form-section';
import { REGISTER_FORMS } from './register-submission';
import { type FullValues, fullRegistration, fullValues } from './registration-values';
import { ReminderOptInField } from './reminder-opt-in';
import { useRegistration } from './use-registration';

/** `register`: everything a small-business owner is asked for, the business part (name, type, city) optional. */
export function FullRegisterForm({ initialPhone }: { initialPhone: PhoneValue }) {
  const { t, i18n } = useTranslation('auth');
  const site = useAllySite();
  const [register, { isLoading }] = useRegisterMutation();
  const { submit } = useRegistration();
  const submitted = submissionOf<FullValues>(usePostedAnswer(), REGISTER_FORMS.full);
  const form = useAuthForm(fullRegistration(site.allyCode, i18n.language), {
    defaultValues: fullValues(initialPhone),
    ...(submitted && { submitted }),
  });
  const { control } = form;

  const onSubmit = form.submitWith((registration) =>
    submit(form.getValues('phone_number'), () => register({ country: site.country, registration }), form.showRefusal),
  );

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={REGISTER_FORMS.full} />
      <FormMessage message={form.formMessage} />
      <FormSection legend={t('register.aboutYou')}>
        <FormTextField control={control} name="first_name" label={t('fields.firstName')} autoComplete="given-name" />
        <FormTextField control={control} name="last_name" label={t('fields.lastName')} autoComplete="family-name" />
        <AccountPhoneField control={control} name="phone_number" />
        <FormEmailField control={control} name="email" label={t('fields.email')} hint={t('fields.emailOptional')} />
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
        />
        <PasswordStrengthMeter password={form.watch('password')} />
      </FormSection>
      <FormSection legend={t('register.aboutBusiness')}>
        <FormTextField
          control={control}
          name="business_name"
          label={t('fields.businessName')}
          hint={t('fields.optional')}
          autoComplete="organization"
        />
        <BusinessTypeSelect control={control} name="business_type_id" />
        <CitySelect control={control} name="city_id" />
      </FormSection>
      <ConsentField control={control} name="accepts_terms" />
      <ReminderOptInField control={control} name="reminders" />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
