import { useGetFollowingLessonsQuery } from '@aula/api-client/lessons';
import { useGetModulesQuery } from '@aula/api-client/modules';
import type { AllySite } from '@aula/contracts/site-paths';
import { allyPath } from '@aula/contracts/site-paths';
import { PlayCircle, Trophy } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LessonList, type LessonListProps } from '../shared/lesson-list';
import type { LessonScope } from './lesson-sections';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * What "Continúa donde te quedaste" says with nothing to continue. Its list holds the unfinished
 * lessons of started modules, so it is empty both for a learner who has not begun and for one who
 * finished everything begun; a module with progress tells them apart (the home page asks for the
 * modules anyway). The first is sent to the modules, the second congratulated and shown their
 * achievements and what is left to start.
 */
function useFollowingEmpty(site: AllySite): Pick<LessonListProps, 'emptyMessage' | 'empty'> {
  const { t } = useTranslation('lessons');
  const modules = useGetModulesQuery();
  const finishedSome = (modules.data ?? []).some((module) => module.progress > 0);
  const toModules = (
    <ButtonLink $variant="secondary" to={allyPath(site, 'modules')}>
      {t('modules.seeAll')}
    </ButtonLink>
  );
  if (!finishedSome) return { emptyMessage: t('followingEmpty'), empty: { icon: PlayCircle, action: toModules } };
  return {
    emptyMessage: t('followingEmpty', { context: 'done' }),
    empty: {
      icon: Trophy,
      title: t('followingDoneTitle'),
      action: (
        <Actions>
          <ButtonLink to={allyPath(site, 'achievements')}>{t('end.toAchievements')}</ButtonLink>
          {toModules}
        </Actions>
      ),
    },
  };
}

/**
 * "Continúa donde te quedaste": unfinished lessons of the modules the learner has started. Its own
 * file, apart from the public lists: the modules it reads for its empty state stay off the landing.
 */
export function FollowingSection({ country, allyCode, favorites }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetFollowingLessonsQuery();
  const whenEmpty = useFollowingEmpty({ country, allyCode });
  return (
    <LessonList
      title={t('following')}
      {...whenEmpty}
      query={query}
      country={country}
      allyCode={allyCode}
      favorites={favorites}
    />
  );
}
