import { useSessionsQuery } from '@aula/api-client/account';
import { FRESH_ON_EVERY_VISIT } from '@aula/api-client/hooks';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Skeleton } from '@aula/ui-kit/skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';
import { SessionList } from './session-list';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * `/:country/:allyCode/seccion/cuenta/sesiones`: the devices where the learner is signed in (this one
 * marked), each of which they can sign out, or all the others at once.
 */
export function SessionsScreen() {
  const { t } = useTranslation('auth');
  const sessions = useSessionsQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_EVERY_VISIT });
  let body: ReactElement;
  if (sessions.isLoading) {
    body = (
      <Placeholder role="status" aria-label={t('sessions.loading')}>
        <Skeleton $height="3rem" />
        <Skeleton $height="3rem" />
        <Skeleton $height="2.75rem" />
      </Placeholder>
    );
  } else if (sessions.error || !sessions.data) {
    body = (
      <ErrorState
        message={t('sessions.loadError')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else body = <SessionList sessions={sessions.data.results} />;
  return (
    <AuthPage title={t('sessions.title')} intro={t('sessions.intro')}>
      {body}
    </AuthPage>
  );
}
