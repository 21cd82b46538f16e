import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { Link } from '@aula/ui-kit/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthPage } from '../shared/auth-page';
import { displayPhone, phoneFromState } from '../shared/phone-display';
import { NewPinForm } from './new-pin-form';
import { PinCodeRequest } from './pin-code-request';
import { phoneInQuery, sentAtInQuery } from './recovery-query';

interface SentCode {
  phone: PhoneValue;
  at: number;
}

/** A code the server sent (the app had not started): its number and time are in the page's address. */
function sentByServer(search: URLSearchParams): SentCode | null {
  const phone = phoneInQuery(search);
  const at = sentAtInQuery(search);
  return phone && at !== undefined ? { phone, at } : null;
}

/**
 * `/:country/:allyCode/recuperar-pin`: a code by WhatsApp (`reset_login_pin`, always Mexico's fixed
 * path), then the code and a new PIN. The old PIN keeps working until the new one is confirmed.
 */
export function ResetPinScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The number the code went to and when (the resend countdown runs from there).
  const [sent, setSent] = useState(() => sentByServer(searchParams));
  const initial = phoneFromState(location.state) ?? phoneInQuery(searchParams) ?? { country: site.country, number: '' };
  return (
    <AuthPage
      title={t('pin.title')}
      intro={sent ? t('pin.codeIntro', { phone: displayPhone(sent.phone) }) : t('pin.intro')}
      afterLabel={t('recovery.otherWays')}
      after={<Link to={allyPath(site, 'login')}>{t('recovery.backToSignIn')}</Link>}
    >
      {sent ? (
        <NewPinForm phone={sent.phone} sentAt={sent.at} onChangeNumber={() => setSent(null)} />
      ) : (
        <PinCodeRequest initial={initial} onSent={(phone) => setSent({ phone, at: Date.now() })} />
      )}
    </AuthPage>
  );
}
