import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmailSignIn } from './email-sign-in';
import { PhoneSignIn } from './phone-sign-in';
import { SIGN_IN_FORMS } from './sign-in-submission';

type Method = 'phone' | 'email';

/** The search parameter that opens a way of signing in, so each tab is a link before the app runs. */
const METHOD_PARAM = 'metodo';
const METHOD_WORDS: Record<Method, string> = { phone: 'telefono', email: 'correo' };

/** The ways to sign in as tabs: the phone first (then password or PIN), email one tab away. */
export function SignInMethods() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const posted = usePostedAnswer();
  const [method, setMethod] = useState<Method>(() =>
    submissionOf(posted, SIGN_IN_FORMS.email) || searchParams.get(METHOD_PARAM) === METHOD_WORDS.email
      ? 'email'
      : 'phone',
  );
  const hrefOf = (id: Method) => {
    const params = new URLSearchParams(searchParams);
    params.set(METHOD_PARAM, METHOD_WORDS[id]);
    return `?${params}`;
  };
  return (
    <Tabs
      label={t('signIn.methods')}
      selectedId={method}
      onSelect={(id) => setMethod(id as Method)}
      tabs={[
        { id: 'phone', label: t('signIn.withPhone'), panel: <PhoneSignIn />, href: hrefOf('phone') },
        { id: 'email', label: t('signIn.withEmail'), panel: <EmailSignIn />, href: hrefOf('email') },
      ]}
    />
  );
}
