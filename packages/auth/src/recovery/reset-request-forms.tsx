import { useSendPhoneTokenMutation, useSendResetPasswordMutation } from '@aula/api-client/account';
import { sendResetPasswordRequest } from '@aula/contracts/account';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { FormMessage } from '../shared/form-message';
import { type FieldErrors, type FormProblem, noProblem, problemOf, validateRequest } from '../shared/form-problems';
import { displayPhone } from '../shared/phone-display';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { validatePhone } from '../sign-in/credentials';
import { SentNotice } from './sent-notice';

type Result = { error?: unknown };

/** Validates, sends and remembers that the request went out (or why it could not). */
function useRequest() {
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [sent, setSent] = useState(false);
  async function request(fieldErrors: FieldErrors, send: () => Promise<Result>) {
    setProblem({ fieldErrors });
    if (Object.keys(fieldErrors).length > 0) return;
    const result = await send();
    if (result.error) setProblem(problemOf(result.error));
    else setSent(true);
  }
  return { problem, sent, setSent, request };
}

export function ResetByEmail() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [send, { isLoading }] = useSendResetPasswordMutation();
  const { problem, sent, setSent, request } = useRequest();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  if (sent) {
    return (
      <SentNotice
        title={t('recovery.sentTitle')}
        text={t('recovery.sentByEmail', { email: email.trim() })}
        againLabel={t('recovery.again')}
        onAgain={() => setSent(false)}
      />
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // url_base is added by the api-client; any valid URL stands in for it here.
    const fieldErrors = validateRequest(sendResetPasswordRequest, { email: address, url_base: 'https://aula.invalid' });
    void request(fieldErrors, () => send({ email: address }));
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={problem.fieldErrors.email ? t(problem.fieldErrors.email) : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block loading={isLoading}>
        {t('recovery.sendLink')}
      </Button>
    </form>
  );
}

export function ResetByPhone({ initial }: { initial: PhoneValue }) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState(initial);
  const [send, { isLoading }] = useSendPhoneTokenMutation();
  const { problem, sent, setSent, request } = useRequest();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);

  if (sent) {
    return (
      <SentNotice
        title={t('recovery.sentTitle')}
        text={t('recovery.sentByPhone', { phone: displayPhone(phone) })}
        againLabel={t('recovery.again')}
        onAgain={() => setSent(false)}
      />
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phone_number = toInternationalNumber(phone);
    void request(validatePhone(phone_number), () => send({ phone_number }));
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
        {t('recovery.sendLinkWhatsapp')}
      </Button>
    </form>
  );
}
