import { useGetConsoleRemindersQuery } from '@aula/api-client/console-reminders';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Intro, ScreenHeader } from '../shell/screen-layout';
import { CodeMessageCard } from './code-message-card';
import { KindCard } from './kind-card';
import { ReminderStats } from './reminder-stats';

const Kinds = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** `consola/mensajes`: the ally's reminder kinds (switch, when, texts with previews) and how they did by week. */
export function MessagesScreen() {
  const { t } = useTranslation('console');
  const kinds = useGetConsoleRemindersQuery();
  usePageTitle(t('messages.title'));

  function content() {
    if (kinds.isLoading) return <LoadingState label={t('messages.loading')} />;
    if (kinds.isError || !kinds.data) {
      return <ErrorState message={t('messages.error')} onRetry={() => kinds.refetch()} retrying={kinds.isFetching} />;
    }
    return (
      <Kinds>
        {kinds.data.kinds.map((kind, index) => (
          <KindCard key={kind.kind} kind={kind} open={index === 0} />
        ))}
        <CodeMessageCard />
      </Kinds>
    );
  }

  return (
    <>
      <ScreenHeader>
        <h1>{t('messages.title')}</h1>
      </ScreenHeader>
      <Intro>
        {t('messages.intro')} {t('messages.window')}
      </Intro>
      {content()}
      <ReminderStats />
    </>
  );
}
