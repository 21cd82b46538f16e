import { useRegisterMutation } from '@aula/api-client/account';
import { type RegisterRequest, registerRequest } from '@aula/contracts/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { PasswordField } from '@aula/ui-kit/password-field';
import { PasswordStrengthMeter } from '@aula/ui-kit/password-strength-meter';
import type { SelectOption } from '@aula/ui-kit/searchable-select';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormField, validateRequest } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { BusinessTypeSelect } from './business-type-select';
import { CitySelect } from './city-select';
import { ConsentField } from './consent-field';
import { FormSection } from './form-section';
import { useRegistration } from './use-registration';

interface FullValues {
  firstName: string;
  lastName: string;
  phone: PhoneValue;
  email: string;
  password: string;
  businessName: string;
  businessType: SelectOption | null;
  city: SelectOption | null;
  terms: boolean;
}

const blankToUndefined = (text: string) => text.trim() || undefined;

function requestOf(values: FullValues, allyCode: string): RegisterRequest {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone_number: toInternationalNumber(values.phone),
    email: blankToUndefined(values.email),
    password: values.password,
    ally_code: allyCode,
    business_name: blankToUndefined(values.businessName),
    business_type_id: values.businessType ? Number(values.businessType.value) : undefined,
    city_id: values.city ? Number(values.city.value) : undefined,
    accepts_terms: values.terms as true,
  };
}

/** `register`: everything a small-business owner is asked for, the business part (name, type, city) optional. */
export function FullRegisterForm({ initialPhone }: { initialPhone: PhoneValue }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const [register, { isLoading }] = useRegisterMutation();
  const { submit, problem } = useRegistration();
  const [values, setValues] = useState<FullValues>({
    firstName: '',
    lastName: '',
    phone: initialPhone,
    email: '',
    password: '',
    businessName: '',
    businessType: null,
    city: null,
    terms: false,
  });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const set = <K extends keyof FullValues>(key: K, value: FullValues[K]) => setValues({ ...values, [key]: value });
  const errorOf = (field: FormField) => {
    const key = problem.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(values, site.allyCode);
    const fieldErrors = validateRequest(registerRequest, { ...request, accepts_terms: values.terms });
    void submit(fieldErrors, values.phone, () => register({ country: site.country, registration: request }));
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <FormSection legend={t('register.aboutYou')}>
        <TextField
          label={t('fields.firstName')}
          name="given-name"
          autoComplete="given-name"
          value={values.firstName}
          error={errorOf('firstName')}
          onChange={(event) => set('firstName', event.target.value)}
        />
        <TextField
          label={t('fields.lastName')}
          name="family-name"
          autoComplete="family-name"
          value={values.lastName}
          error={errorOf('lastName')}
          onChange={(event) => set('lastName', event.target.value)}
        />
        <AccountPhoneField value={values.phone} onChange={(phone) => set('phone', phone)} error={errorOf('phone')} />
        <TextField
          label={t('fields.email')}
          hint={t('fields.emailOptional')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          error={errorOf('email')}
          onChange={(event) => set('email', event.target.value)}
        />
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          error={errorOf('password')}
          onChange={(event) => set('password', event.target.value)}
        />
        <PasswordStrengthMeter password={values.password} />
      </FormSection>
      <FormSection legend={t('register.aboutBusiness')}>
        <TextField
          label={t('fields.businessName')}
          hint={t('fields.optional')}
          name="organization"
          autoComplete="organization"
          value={values.businessName}
          error={errorOf('businessName')}
          onChange={(event) => set('businessName', event.target.value)}
        />
        <BusinessTypeSelect
          value={values.businessType}
          onChange={(option) => set('businessType', option)}
          error={errorOf('businessType')}
        />
        <CitySelect value={values.city} onChange={(option) => set('city', option)} error={errorOf('city')} />
      </FormSection>
      <ConsentField checked={values.terms} onChange={(terms) => set('terms', terms)} error={errorOf('terms')} />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
