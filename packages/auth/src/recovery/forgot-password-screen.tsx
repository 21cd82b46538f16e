import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthPage } from '../shared/auth-page';
import { phoneFromState } from '../shared/phone-display';
import { RESET_REQUEST_FORMS } from './recovery-forms';
import {
  CHANNEL_PARAM,
  CHANNEL_WORDS,
  type Channel,
  channelInQuery,
  emailInQuery,
  phoneInQuery,
  wasSent,
} from './recovery-query';
import { ResetByEmail, ResetByPhone } from './reset-request-forms';

/** The tab shown first: the form the server answered, the tab in the address, WhatsApp for a number handed over. */
function firstChannel(posted: unknown, search: URLSearchParams, handedPhone: boolean): Channel {
  if (submissionOf(posted, RESET_REQUEST_FORMS.phone)) return 'phone';
  if (submissionOf(posted, RESET_REQUEST_FORMS.email)) return 'email';
  return channelInQuery(search) ?? (handedPhone ? 'phone' : 'email');
}

/** `/:country/:allyCode/recuperar`: a link to set a new password, by email or by WhatsApp. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const posted = usePostedAnswer();
  // Handed over by sign-in in history, or in the address after the server sent the link.
  const handedPhone = phoneFromState(location.state);
  const queryPhone = phoneInQuery(searchParams);
  const email = emailInQuery(searchParams);
  const [channel, setChannel] = useState<Channel>(() => firstChannel(posted, searchParams, handedPhone !== undefined));
  const phone = handedPhone ?? queryPhone ?? { country: site.country, number: '' };
  const sent = wasSent(searchParams);
  const hrefOf = (id: Channel) => `?${new URLSearchParams({ [CHANNEL_PARAM]: CHANNEL_WORDS[id] })}`;
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
          {
            id: 'email',
            label: t('recovery.byEmail'),
            panel: <ResetByEmail initial={email ?? ''} sent={sent && email !== undefined} />,
            href: hrefOf('email'),
          },
          {
            id: 'phone',
            label: t('recovery.byPhone'),
            panel: <ResetByPhone initial={phone} sent={sent && !handedPhone && queryPhone !== undefined} />,
            href: hrefOf('phone'),
          },
        ]}
      />
    </AuthPage>
  );
}
