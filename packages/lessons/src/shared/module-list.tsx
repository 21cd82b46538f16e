import { useGetModulesQuery } from '@aula/api-client/modules';
import type { LessonModule } from '@aula/contracts/modules';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Card, CardBody } from '@aula/ui-kit/card';
import { MediaCardSkeleton as ModuleCardSkeleton } from '@aula/ui-kit/card-skeletons';
import { CardTitleLink } from '@aula/ui-kit/card-title-link';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Layers } from '@aula/ui-kit/icons';
import { hoverLift } from '@aula/ui-kit/motion';
import { CardGrid } from '@aula/ui-kit/page';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NotSavedHere } from './not-saved-here';
import { failedForWantOfConnection, moduleOutOfReach } from './offline-reach';

const LiftingCard = styled(Card)`
  ${hoverLift}
`;

// Its level follows the page's outline; it looks the same at any level (the global style sizes by level).
const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.2;
  text-wrap: wrap;
`;

/** A card title's heading level: one below the heading the list sits under. */
type TitleLevel = 2 | 3;

// Cards in a row share its height.
const Item = styled.li`
  display: flex;
  & > * {
    flex: 1;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ModuleCard({
  module,
  titleLevel,
  priority,
}: {
  module: LessonModule;
  titleLevel: TitleLevel;
  priority: boolean;
}) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const saved = useSavedOffline();
  const percent = Math.round(module.progress);
  return (
    <LiftingCard as="article">
      <CoverImage src={module.cover_image_url} icon={Layers} priority={priority} />
      <CardBody>
        <Title as={`h${titleLevel}`}>
          <CardTitleLink to={allyPath(site, 'module', { moduleId: module.id })} {...content}>
            {module.title}
          </CardTitleLink>
        </Title>
        <Muted {...content}>{module.description}</Muted>
        <Muted>
          {t('modules.lessons', { count: module.lesson_count })} · {t('modules.progressValue', { percent })}
        </Muted>
        <ProgressBar value={percent} label={`${t('modules.progress')}: ${module.title}`} />
        {moduleOutOfReach(saved, module.id) && <Muted>{t('saved.notAvailable')}</Muted>}
      </CardBody>
    </LiftingCard>
  );
}

/** Offline, the modules' list was never loaded on this phone (the same request as the list's own). */
export function useModulesNotSaved(): boolean {
  const query = useGetModulesQuery();
  const saved = useSavedOffline();
  return query.isError && failedForWantOfConnection(saved, query.error);
}

/**
 * The learner's modules, each with its progress; `exclude` leaves one out (the module on screen).
 * `titleLevel` 2 when the list is the page under its h1, 3 (default) in a section under an h2.
 * Offline and never loaded on this phone, it says so; a section that would rather leave itself out
 * asks `useModulesNotSaved` first. `priorityCovers`: how many of the first covers are on screen at
 * once where the list is near the top (the page's largest paint): fetched at once and first, not lazily.
 */
export function ModuleList({
  exclude,
  limit,
  titleLevel = 3,
  priorityCovers = 0,
}: {
  exclude?: number;
  limit?: number;
  titleLevel?: TitleLevel;
  priorityCovers?: number;
}) {
  const { t } = useTranslation('lessons');
  const query = useGetModulesQuery();
  const notSaved = useModulesNotSaved();
  if (query.isLoading) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('modules.loading')}</VisuallyHidden>
        <CardGrid as="div">
          <ModuleCardSkeleton />
          <ModuleCardSkeleton />
        </CardGrid>
      </div>
    );
  }
  if (notSaved) {
    return <NotSavedHere kind="list" heading={false} />;
  }
  if (query.isError) {
    return <ErrorState message={t('modules.error')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const modules = (query.data ?? []).filter((module) => module.id !== exclude).slice(0, limit);
  if (modules.length === 0) return <EmptyState icon={Layers} message={t('modules.empty')} />;
  return (
    <CardGrid>
      {modules.map((module, index) => (
        <Item key={module.id}>
          <ModuleCard module={module} titleLevel={titleLevel} priority={index < priorityCovers} />
        </Item>
      ))}
    </CardGrid>
  );
}
