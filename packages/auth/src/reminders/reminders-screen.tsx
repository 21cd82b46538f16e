import { describeApiError } from '@aula/api-client/errors';
import { FRESH_ON_EVERY_VISIT } from '@aula/api-client/hooks';
import { useReminderPreferencesQuery } from '@aula/api-client/reminders';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Skeleton } from '@aula/ui-kit/skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthPage } from '../shared/auth-page';
import { RemindersForm } from './reminders-form';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * `/:country/:allyCode/seccion/cuenta/recordatorios`: whether the learner wants reminders and how.
 * Asked afresh on each visit: a "BAJA" reply or a message's link may have changed it meanwhile.
 */
export function RemindersScreen() {
  const { t } = useTranslation('auth');
  const preferences = useReminderPreferencesQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_EVERY_VISIT });
  let body: ReactElement;
  if (preferences.isLoading) {
    body = (
      <Placeholder role="status" aria-label={t('reminders.loading')}>
        <Skeleton $height="2.75rem" />
        <Skeleton $height="5rem" />
        <Skeleton $height="5rem" />
        <Skeleton $height="2.75rem" />
      </Placeholder>
    );
  } else if (preferences.error || !preferences.data) {
    const offline = describeApiError(preferences.error).code === 'network';
    body = (
      <ErrorState
        message={t(offline ? 'reminders.offline' : 'reminders.loadError')}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
    // Drawn again when a fresh answer differs (a "BAJA" meanwhile): the form starts from what the API
    // holds now. An answer equal to the last keeps the form, and what the learner has ticked in it:
    // the visit's own refresh, right after a server-drawn page came up, used to undo their choice.
  } else body = <RemindersForm key={JSON.stringify(preferences.data)} preferences={preferences.data} />;
  return (
    <AuthPage title={t('reminders.title')} intro={t('reminders.intro')}>
      {body}
    </AuthPage>
  );
}
