import { useGetAchievementsQuery } from '@aula/api-client/achievements';
import type { Achievement } from '@aula/contracts/achievements';
import { MediaCardSkeleton } from '@aula/ui-kit/card-skeletons';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Trophy } from '@aula/ui-kit/icons';
import { CardGrid, Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MyCertificates } from '../certificates/my-certificates';
import { AchievementCard } from './achievement-card';

// Cards in a row share its height.
const Item = styled.li`
  display: flex;
  & > * {
    flex: 1;
  }
`;

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

function Group({ title, items, empty }: { title: string; items: Achievement[]; empty: string }) {
  const id = `achievements-${title.replace(/\W+/g, '-')}`;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <EmptyState icon={Trophy} message={empty} />
      ) : (
        <CardGrid>
          {items.map((achievement) => (
            <Item key={achievement.id}>
              <AchievementCard achievement={achievement} />
            </Item>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

/** `/:country/:allyCode/seccion/logros`: what the learner earned and what is left to earn, and their certificates. */
export function AchievementsScreen() {
  const { t } = useTranslation('achievements');
  const query = useGetAchievementsQuery();
  usePageTitle(t('title'));
  useRoutePrefetch(query.isSuccess);

  function body() {
    if (query.isLoading) {
      return (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          <CardGrid as="div">
            <MediaCardSkeleton lines={4} />
            <MediaCardSkeleton lines={4} />
          </CardGrid>
        </div>
      );
    }
    if (query.isError || !query.data) {
      return <ErrorState message={t('error')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    const all = query.data.results;
    if (all.length === 0) return <EmptyState icon={Trophy} message={t('empty')} />;
    return (
      <>
        <Group title={t('earned')} items={all.filter((item) => item.earned)} empty={t('noneEarned')} />
        <Group title={t('pending')} items={all.filter((item) => !item.earned)} empty={t('allEarned')} />
      </>
    );
  }

  return (
    <Page>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {body()}
      <MyCertificates />
    </Page>
  );
}
