import { useFbRegisterMutation } from '@aula/api-client/account';
import { type FbRegisterRequest, fbRegisterRequest } from '@aula/contracts/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FacebookAccount } from '../facebook/facebook-login';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormField, validateRequest } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { ConsentField } from './consent-field';
import { FacebookConnect } from './facebook-connect';
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

function FinishWithFacebook({ account, initialPhone }: { account: FacebookAccount; initialPhone: PhoneValue }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const [fbRegister, { isLoading }] = useFbRegisterMutation();
  const { submit, problem } = useRegistration();
  const [phone, setPhone] = useState(initialPhone);
  const [terms, setTerms] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const connected = useFocusOnMount<HTMLParagraphElement>();
  useFocusFirstError(form, problem);
  const errorOf = (field: FormField) => {
    const key = problem.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request: FbRegisterRequest = {
      access_token: account.accessToken,
      phone_number: toInternationalNumber(phone),
      ally_code: site.allyCode,
      accepts_terms: terms as true,
    };
    const fieldErrors = validateRequest(fbRegisterRequest, { ...request, accepts_terms: terms });
    void submit(fieldErrors, phone, () => fbRegister({ country: site.country, registration: request }));
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <Connected ref={connected} tabIndex={-1}>
        {account.name ? t('register.facebookAs', { name: account.name }) : t('register.facebookConnected')}
      </Connected>
      <FormMessage problem={problem} />
      <AccountPhoneField value={phone} onChange={setPhone} error={errorOf('phone')} />
      <ConsentField checked={terms} onChange={setTerms} error={errorOf('terms')} />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
