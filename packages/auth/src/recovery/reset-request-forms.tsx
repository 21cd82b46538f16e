import { useSendPhoneTokenMutation, useSendResetPasswordMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { sendResetPasswordRequest } from '@aula/contracts/account';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormEmailField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { displayPhone } from '../shared/phone-display';
import { requestSchema, useAuthForm } from '../shared/use-auth-form';
import { phoneOnly } from '../sign-in/credentials';
import { SentNotice } from './sent-notice';

// url_base is added by the api-client; any valid URL stands in for it in the check.
const resetByEmail = requestSchema(sendResetPasswordRequest, ({ email }: { email: string }) => ({
  email: email.trim(),
  url_base: 'https://aula.invalid',
}));

export function ResetByEmail() {
  const { t } = useTranslation('auth');
  const [send, { isLoading }] = useSendResetPasswordMutation();
  const [sentTo, setSentTo] = useState<string>();
  const form = useAuthForm(resetByEmail, { defaultValues: { email: '' } });

  const onSubmit = form.submitWith(async ({ email }) => {
    const result = await send({ email });
    if (result.error) form.showRefusal(refusalOf(result.error));
    else setSentTo(email);
  });

  if (sentTo !== undefined) {
    return (
      <SentNotice
        title={t('recovery.sentTitle')}
        text={t('recovery.sentByEmail', { email: sentTo })}
        againLabel={t('recovery.again')}
        onAgain={() => setSentTo(undefined)}
      />
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <FormEmailField control={form.control} name="email" label={t('fields.email')} />
      <Button type="submit" block loading={isLoading}>
        {t('recovery.sendLink')}
      </Button>
    </form>
  );
}

export function ResetByPhone({ initial }: { initial: PhoneValue }) {
  const { t } = useTranslation('auth');
  const [send, { isLoading }] = useSendPhoneTokenMutation();
  const [sentTo, setSentTo] = useState<PhoneValue>();
  const form = useAuthForm(phoneOnly, { defaultValues: { phone_number: initial } });

  const onSubmit = form.submitWith(async ({ phone_number }) => {
    const result = await send({ phone_number });
    if (result.error) form.showRefusal(refusalOf(result.error));
    else setSentTo(form.getValues('phone_number'));
  });

  if (sentTo) {
    return (
      <SentNotice
        title={t('recovery.sentTitle')}
        text={t('recovery.sentByPhone', { phone: displayPhone(sentTo) })}
        againLabel={t('recovery.again')}
        onAgain={() => setSentTo(undefined)}
      />
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isLoading}>
        {t('recovery.sendLinkWhatsapp')}
      </Button>
    </form>
  );
}
