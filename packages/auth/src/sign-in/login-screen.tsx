import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../shared/auth-page';
import { useAfterSignIn } from '../shared/safe-redirect';
import { EmailSignIn } from './email-sign-in';
import { PhoneSignIn } from './phone-sign-in';

type Method = 'phone' | 'email';

/** `/:country/:allyCode/login`: the phone first (then password or PIN), email one tab away. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const { redirect } = useAfterSignIn();
  const [method, setMethod] = useState<Method>('phone');
  return (
    <AuthPage
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      afterLabel={t('signIn.otherWays')}
      after={
        <p>
          {t('signIn.noAccount')} <Link to={allyPath(site, 'register', {}, { redirect })}>{t('signIn.register')}</Link>
        </p>
      }
    >
      <Tabs
        label={t('signIn.methods')}
        selectedId={method}
        onSelect={(id) => setMethod(id as Method)}
        tabs={[
          { id: 'phone', label: t('signIn.withPhone'), panel: <PhoneSignIn /> },
          { id: 'email', label: t('signIn.withEmail'), panel: <EmailSignIn /> },
        ]}
      />
    </AuthPage>
  );
}
