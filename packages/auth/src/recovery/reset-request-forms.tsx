import { useSendPhoneTokenMutation, useSendResetPasswordMutation } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormEmailField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPhoneField } from '../shared/account-phone-field';
import { displayPhone } from '../shared/phone-display';
import { useAuthForm } from '../shared/use-auth-form';
import { phoneOnly } from '../sign-in/credentials';
import { RESET_REQUEST_FORMS, resetByEmail } from './recovery-forms';
import { CHANNEL_PARAM, CHANNEL_WORDS, emailQuery, phoneQuery } from './recovery-query';
import { SentNotice } from './sent-notice';

/** What a request form starts with, and whether it was sent already (by the server, before the app ran). */
interface RequestStart<T> {
  initial: T;
  sent: boolean;
}

export function ResetByEmail({ initial, sent }: RequestStart<string>) {
  const { t } = useTranslation('auth');
  const [send, { isLoading }] = useSendResetPasswordMutation();
  const [sentTo, setSentTo] = useState(sent ? initial : undefined);
  const submitted = submissionOf<{ email: string }>(usePostedAnswer(), RESET_REQUEST_FORMS.email);
  const form = useAuthForm(resetByEmail, { defaultValues: { email: initial }, ...(submitted && { submitted }) });

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
        againQuery={{ [CHANNEL_PARAM]: CHANNEL_WORDS.email, ...emailQuery(sentTo) }}
        onAgain={() => setSentTo(undefined)}
      />
    );
  }

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={RESET_REQUEST_FORMS.email} />
      <FormMessage message={form.formMessage} />
      <FormEmailField control={form.control} name="email" label={t('fields.email')} />
      <Button type="submit" block loading={isLoading}>
        {t('recovery.sendLink')}
      </Button>
    </form>
  );
}

export function ResetByPhone({ initial, sent }: RequestStart<PhoneValue>) {
  const { t } = useTranslation('auth');
  const [send, { isLoading }] = useSendPhoneTokenMutation();
  const [sentTo, setSentTo] = useState(sent ? initial : undefined);
  const submitted = submissionOf<{ phone_number: PhoneValue }>(usePostedAnswer(), RESET_REQUEST_FORMS.phone);
  const form = useAuthForm(phoneOnly, { defaultValues: { phone_number: initial }, ...(submitted && { submitted }) });

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
        againQuery={{ [CHANNEL_PARAM]: CHANNEL_WORDS.phone, ...phoneQuery(sentTo) }}
        onAgain={() => setSentTo(undefined)}
      />
    );
  }

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={RESET_REQUEST_FORMS.phone} />
      <FormMessage message={form.formMessage} />
      <AccountPhoneField control={form.control} name="phone_number" />
      <Button type="submit" block loading={isLoading}>
        {t('recovery.sendLinkWhatsapp')}
      </Button>
    </form>
  );
}
