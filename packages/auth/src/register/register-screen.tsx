import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthPage } from '../shared/auth-page';
import { phoneFromState } from '../shared/phone-display';
import { useAfterSignIn } from '../shared/safe-redirect';
import { FacebookRegisterForm } from './facebook-register-form';
import { FullRegisterForm } from './full-register-form';
import { QuickRegisterForm } from './quick-register-form';
import { REGISTER_FORMS } from './register-submission';

type Kind = 'full' | 'quick' | 'facebook';

/** The search parameter that opens a registration, so each tab is a link before the app runs. */
const KIND_PARAM = 'tipo';
const KIND_WORDS: Record<Kind, string> = { full: 'completo', quick: 'rapido', facebook: 'facebook' };

/**
 * `/:country/:allyCode/registro`: the three registrations as tabs. A number typed on the sign-in
 * screen arrives in the router state and is already filled in.
 */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const location = useLocation();
  const { redirect } = useAfterSignIn();
  const [searchParams] = useSearchParams();
  // A form posted before the app ran comes back on its own tab.
  const posted = submissionOf(usePostedAnswer(), REGISTER_FORMS.quick);
  const [kind, setKind] = useState<Kind>(() =>
    posted || searchParams.get(KIND_PARAM) === KIND_WORDS.quick
      ? 'quick'
      : searchParams.get(KIND_PARAM) === KIND_WORDS.facebook
        ? 'facebook'
        : 'full',
  );
  const hrefOf = (id: Kind) => {
    const next = new URLSearchParams(searchParams);
    next.set(KIND_PARAM, KIND_WORDS[id]);
    return `?${next}`;
  };
  const phone = phoneFromState(location.state) ?? { country: site.country, number: '' };
  const forms: Record<Kind, ReactElement> = {
    full: <FullRegisterForm initialPhone={phone} />,
    quick: <QuickRegisterForm initialPhone={phone} />,
    facebook: <FacebookRegisterForm initialPhone={phone} />,
  };
  return (
    <AuthPage
      title={t('register.title')}
      intro={t('register.intro')}
      afterLabel={t('register.otherWays')}
      after={
        <p>
          {t('register.haveAccount')} <Link to={allyPath(site, 'login', {}, { redirect })}>{t('register.signIn')}</Link>
        </p>
      }
    >
      <Tabs
        label={t('register.kinds')}
        selectedId={kind}
        onSelect={(id) => setKind(id as Kind)}
        tabs={(['full', 'quick', 'facebook'] as const).map((id) => ({
          id,
          label: t(`register.kind.${id}`),
          panel: forms[id],
          href: hrefOf(id),
        }))}
      />
    </AuthPage>
  );
}
