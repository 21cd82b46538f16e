import { useFbRegisterMutation } from '@aula/api-client/account';
import { fbRegisterRequest } from '@aula/contracts/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FacebookAccount } from '../facebook/facebook-login';
import { AccountPhoneField } from '../shared/account-phone-field';
import { requestSchema, useAuthForm } from '../shared/use-auth-form';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { ConsentField } from './consent-field';
import { FacebookConnect } from './facebook-connect';
import { ReminderOptInField, reminderOptIn } from './reminder-opt-in';
import { useRegistration } from './use-registration';

const Connected = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 700;
  outline: none;
`;

/** `fb_register`: Facebook proves who the person is; the phone receives the WhatsApp code. */
export function FacebookRegisterForm({ initialPhone }: { initialPhone: PhoneValue }) {
  const [account, setAccount] = useState<FacebookAccount | null>(null);
  if (!account) return <FacebookConnect onConnected={setAccount} />;
  return <FinishWithFacebook account={account} initialPhone={initialPhone} />;
}

interface FacebookValues {
  phone_number: PhoneValue;
  accepts_terms: boolean;
  reminders: boolean;
}

const facebookRegistration = (accessToken: string, allyCode: string, language: string) =>
  requestSchema(fbRegisterRequest, (values: FacebookValues) => ({
    access_token: accessToken,
    phone_number: toInternationalNumber(values.phone_number),
    ally_code: allyCode,
    accepts_terms: values.accepts_terms,
    reminders: reminderOptIn(values.reminders, language),
  }));

function FinishWithFacebook({ account, initialPhone }: { account: FacebookAccount; initialPhone: PhoneValue }) {
  const { t, i18n } = useTranslation('auth');
  const site = useAllySite();
  const [fbRegister, { isLoading }] = useFbRegisterMutation();
  const { submit } = useRegistration();
  const form = useAuthForm(facebookRegistration(account.accessToken, site.allyCode, i18n.language), {
    defaultValues: { phone_number: initialPhone, accepts_terms: false, reminders: false } satisfies FacebookValues,
  });
  const connected = useFocusOnMount<HTMLParagraphElement>();

  const onSubmit = form.submitWith((registration) =>
    submit(form.getValues('phone_number'), () => fbRegister({ country: site.country, registration }), form.showRefusal),
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <Connected {...connected} tabIndex={-1}>
        {account.name ? t('register.facebookAs', { name: account.name }) : t('register.facebookConnected')}
      </Connected>
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <ConsentField control={form.control} name="accepts_terms" />
      <ReminderOptInField control={form.control} name="reminders" />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
