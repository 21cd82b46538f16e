import { useSimpleRegisterMutation } from '@aula/api-client/account';
import { isGuessablePin, type SimpleRegisterRequest, simpleRegisterRequest } from '@aula/contracts/account';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { PasswordField } from '@aula/ui-kit/password-field';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FormField, validateRequest } from '../shared/form-problems';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { ConsentField } from './consent-field';
import { useRegistration } from './use-registration';

/** `simple_register`: a name, the phone and a PIN, for owners without email. */
export function QuickRegisterForm({ initialPhone }: { initialPhone: PhoneValue }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const [simpleRegister, { isLoading }] = useSimpleRegisterMutation();
  const { submit, problem } = useRegistration();
  const [firstName, setFirstName] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [pin, setPin] = useState('');
  const [terms, setTerms] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const errorOf = (field: FormField) => {
    const key = problem.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request: SimpleRegisterRequest = {
      first_name: firstName.trim(),
      phone_number: toInternationalNumber(phone),
      login_pin: pin.trim(),
      ally_code: site.allyCode,
      accepts_terms: terms as true,
    };
    const fieldErrors = validateRequest(simpleRegisterRequest, { ...request, accepts_terms: terms });
    // The PIN guards the whole account: the first guesses anyone would try are refused here too.
    if (!fieldErrors.pin && isGuessablePin(request.login_pin)) fieldErrors.pin = 'errors.pinGuessable';
    void submit(fieldErrors, phone, () => simpleRegister({ country: site.country, registration: request }));
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <TextField
        label={t('fields.firstName')}
        name="given-name"
        autoComplete="given-name"
        value={firstName}
        error={errorOf('firstName')}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <AccountPhoneField value={phone} onChange={setPhone} error={errorOf('phone')} />
      <PasswordField
        label={t('fields.newPin')}
        name="pin"
        secret="pin"
        hint={t('fields.newPinHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        error={errorOf('pin')}
        onChange={(event) => setPin(event.target.value)}
      />
      <ConsentField checked={terms} onChange={setTerms} error={errorOf('terms')} />
      <Button type="submit" block loading={isLoading}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
