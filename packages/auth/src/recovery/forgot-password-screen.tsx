import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthPage } from '../shared/auth-page';
import { phoneFromState } from '../shared/phone-display';
import { ResetByEmail, ResetByPhone } from './reset-request-forms';

type Channel = 'email' | 'phone';

/** `/:country/:allyCode/recuperar`: a link to set a new password, by email or by WhatsApp. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const location = useLocation();
  const knownPhone = phoneFromState(location.state);
  const [channel, setChannel] = useState<Channel>(knownPhone ? 'phone' : 'email');
  const phone = knownPhone ?? { country: site.country, number: '' };
  return (
    <AuthPage
      title={t('recovery.title')}
      intro={t('recovery.intro')}
      afterLabel={t('recovery.otherWays')}
      after={<Link to={allyPath(site, 'login')}>{t('recovery.backToSignIn')}</Link>}
    >
      <Tabs
        label={t('recovery.channels')}
        selectedId={channel}
        onSelect={(id) => setChannel(id as Channel)}
        tabs={[
          { id: 'email', label: t('recovery.byEmail'), panel: <ResetByEmail /> },
          { id: 'phone', label: t('recovery.byPhone'), panel: <ResetByPhone initial={phone} /> },
        ]}
      />
    </AuthPage>
  );
}
