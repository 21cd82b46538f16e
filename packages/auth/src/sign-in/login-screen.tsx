import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../shared/auth-page';
import { useAfterSignIn } from '../shared/safe-redirect';
import { SignInMethods } from './sign-in-methods';

/** `/:country/:allyCode/login`: the ways to sign in, and the way to register. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const { redirect } = useAfterSignIn();
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
      <SignInMethods />
    </AuthPage>
  );
}
