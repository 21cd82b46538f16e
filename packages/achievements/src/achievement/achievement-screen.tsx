import { useGetAchievementQuery, useGetAllyBusinessTypesQuery } from '@aula/api-client/achievements';
import { describeApiError } from '@aula/api-client/errors';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { MedalArt } from '@aula/ui-kit/medal-art';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { RowList } from '@aula/ui-kit/row-list';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { PRIZE_ICONS } from '../shared/prize-icons';
import { PrizeSection } from './prize-section';

// The achievement's medal on top, the same picture as on its card, no wider than a phone.
const Medal = styled.div`
  overflow: hidden;
  max-width: 26rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Chips = styled(RowList)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Who the module was written for (`ally_business_types`): a hint that the prize fits the business. */
function BusinessTypes({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation('achievements');
  const { data } = useGetAllyBusinessTypesQuery(moduleId);
  if (!data || data.length === 0) return null;
  return (
    <div>
      {t('detail.businessTypes')}:
      <Chips>
        {data.map((type) => (
          <li key={type.id}>
            <Badge>{type.name}</Badge>
          </li>
        ))}
      </Chips>
    </div>
  );
}

/** `/:country/:allyCode/seccion/logros/:achievementId`: one achievement and, once earned, its prize. */
export function AchievementScreen() {
  const { t } = useTranslation('achievements');
  const dates = useDateFormat();
  const site = useAllySite();
  const content = useContentLang();
  const id = routeId(useParams().achievementId);
  const query = useGetAchievementQuery(id ?? 0, { skip: id === undefined });
  const achievement = query.data;
  usePageTitle(achievement?.title ?? t('title'));
  useRoutePrefetch(achievement?.earned === true && achievement.prize.kind === 'webinar');
  const notFound = id === undefined || (query.isError && describeApiError(query.error).code === 'not_found');

  if (notFound) {
    return (
      <Page>
        <h1>{t('detail.notFoundTitle')}</h1>
        <EmptyState
          message={t('detail.notFound')}
          action={<Link to={allyPath(site, 'achievements')}>{t('detail.backToList')}</Link>}
        />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <ErrorState message={t('detail.error')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </Page>
    );
  }
  if (!achievement) {
    return (
      <Page>
        <Stack role="status" aria-live="polite">
          <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
          <Skeleton $height="2.5rem" $width="70%" />
          <Skeleton $height="6rem" />
          <Skeleton $height="10rem" />
        </Stack>
      </Page>
    );
  }

  const { progress, rule } = achievement;
  return (
    <Page>
      <Medal>
        <MedalArt
          seed={achievement.title}
          earned={achievement.earned}
          percent={progress.percent}
          icon={PRIZE_ICONS[achievement.prize.kind]}
        />
      </Medal>
      <h1 {...content}>{achievement.title}</h1>
      <p {...content}>{achievement.description}</p>
      <p>
        <Link to={allyPath(site, 'module', { moduleId: rule.module_id })}>
          {t('moduleLink', { module: rule.module_title })}
        </Link>
      </p>
      <BusinessTypes moduleId={rule.module_id} />
      {achievement.earned && achievement.earned_at ? (
        <p>
          <Badge tone="success">{t('earnedOn', { date: dates.day(achievement.earned_at) })}</Badge>
        </p>
      ) : (
        <>
          <p>{t('progress', { completed: progress.completed, count: progress.total })}</p>
          <ProgressBar value={progress.percent} label={t('progressLabel', { title: achievement.title })} />
        </>
      )}
      <Section aria-labelledby="prize">
        <h2 id="prize">{t('detail.prize')}</h2>
        <p>
          <Badge tone="secondary">{t(`prizeKind.${achievement.prize.kind}`)}</Badge>
        </p>
        <h3 {...content}>{achievement.prize.title}</h3>
        <p {...content}>{achievement.prize.description}</p>
        {achievement.earned ? (
          <PrizeSection achievement={achievement} />
        ) : (
          <>
            <p>{t('detail.locked')}</p>
            <ButtonLink to={allyPath(site, 'module', { moduleId: rule.module_id })}>
              {t('detail.goToModule', { module: rule.module_title })}
            </ButtonLink>
          </>
        )}
      </Section>
    </Page>
  );
}
