import { useGetMostViewedLessonsQuery, useGetNewLessonsQuery } from '@aula/api-client/lessons';
import { useTranslation } from 'react-i18next';
import { LessonList } from './lesson-list';

export interface LessonScope {
  country: string;
  allyCode: string;
}

/** "Lecciones nuevas" of one ally in one country (public: no sign-in needed). */
export function NewLessonsSection({ country, allyCode }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetNewLessonsQuery({ country, ally_code: allyCode });
  return <LessonList title={t('newLessons')} query={query} country={country} allyCode={allyCode} />;
}

/** "Lo más visto" of one ally in one country (public: no sign-in needed). */
export function MostViewedLessonsSection({ country, allyCode }: LessonScope) {
  const { t } = useTranslation('lessons');
  const query = useGetMostViewedLessonsQuery({ country, ally_code: allyCode });
  return <LessonList title={t('mostViewed')} query={query} country={country} allyCode={allyCode} />;
}
