import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSignIn } from './email-sign-in';
import { PhoneSignIn } from './phone-sign-in';

type Method = 'phone' | 'email';

/** The ways to sign in as tabs: the phone first (then password or PIN), email one tab away. */
export function SignInMethods() {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<Method>('phone');
  return (
    <Tabs
      label={t('signIn.methods')}
      selectedId={method}
      onSelect={(id) => setMethod(id as Method)}
      tabs={[
        { id: 'phone', label: t('signIn.withPhone'), panel: <PhoneSignIn /> },
        { id: 'email', label: t('signIn.withEmail'), panel: <EmailSignIn /> },
      ]}
    />
  );
}
