import {
  useGetMostViewedLessonsQuery,
  useGetNewLessonsQuery,
  useGetRecommendedLessonsQuery,
} from '@aula/api-client/lessons';
import { Sparkles } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';
import type { FavoriteMarks } from '../shared/card-favorite';
import { LessonList, type LessonListProps } from '../shared/lesson-list';

export interface LessonScope {
  country: string;
  allyCode: string;
  /** Hearts on the cards, on the learner's own pages. */
  favorites?: FavoriteMarks;
  /**
   * A rail that scrolls sideways (the landing) instead of a grid, its heading one level down; and
   * where its cards lead, when not to the lesson itself.
   */
  presentation?: Pick<LessonListProps, 'layout' | 'headingLevel' | 'lessonHref'>;
}

/** "Lecciones nuevas" of one ally in one country (public: no sign-in needed). */
export function NewLessonsSection({ country, allyCode, favorites, presentation }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetNewLessonsQuery({ country, ally_code: allyCode });
  return (
    <LessonList
      title={t('newLessons')}
      query={query}
      country={country}
      allyCode={allyCode}
      favorites={favorites}
      {...presentation}
    />
  );
}

/** "Lo más visto" of one ally in one country (public: no sign-in needed). */
export function MostViewedLessonsSection({ country, allyCode, favorites, presentation }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetMostViewedLessonsQuery({ country, ally_code: allyCode });
  return (
    <LessonList
      title={t('mostViewed')}
      query={query}
      country={country}
      allyCode={allyCode}
      favorites={favorites}
      {...presentation}
    />
  );
}

/** Unfinished lessons, those written for the learner's business type first. */
export function RecommendedSection({ country, allyCode, favorites }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetRecommendedLessonsQuery();
  return (
    <LessonList
      title={t('recommendations')}
      emptyMessage={t('recommendationsEmpty')}
      empty={{ icon: Sparkles }}
      query={query}
      country={country}
      allyCode={allyCode}
      favorites={favorites}
    />
  );
}
