import { useCheckPasswordQuery } from '@aula/api-client/account';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { Skeleton } from '@aula/ui-kit/skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';
import { PasswordForm } from './password-form';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * `/:country/:allyCode/seccion/cuenta`: `check_password` decides between creating a first password
 * (accounts made with a PIN or Facebook) and changing the one there is; the sessions and the
 * reminders are a link away.
 */
export function AccountSettingsScreen() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const check = useCheckPasswordQuery();
  let body: ReactElement;
  if (check.isLoading) {
    body = (
      <Placeholder role="status" aria-label={t('settings.loading')}>
        <Skeleton $height="1.5rem" $width="50%" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
      </Placeholder>
    );
  } else if (check.error || !check.data) {
    body = (
      <ErrorState message={t('settings.loadError')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
    );
  } else body = <PasswordForm hasPassword={check.data.has_password} hasPin={check.data.has_pin} />;
  return (
    <AuthPage
      title={t('settings.title')}
      intro={t('settings.intro')}
      afterLabel={t('settings.more')}
      after={
        <>
          <Link to={allyPath(site, 'sessions')}>{t('settings.sessionsLink')}</Link>
          <Link to={allyPath(site, 'accountReminders')}>{t('settings.remindersLink')}</Link>
        </>
      }
    >
      {body}
    </AuthPage>
  );
}
