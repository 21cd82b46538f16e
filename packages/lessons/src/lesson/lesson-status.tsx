import { useSetFavoriteMutation } from '@aula/api-client/lessons';
import type { LessonDetail } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { FavoriteButton } from '@aula/ui-kit/favorite-button';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useTranslation } from 'react-i18next';

import styled from 'styled-components';
import { FavoritesFailed } from '../shared/favorites-failed';
import { LESSON_FORMS } from '../shared/lesson-forms';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Progress = styled.div`
  margin-block: ${({ theme }) => theme.space.md};

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** Where the learner stands in the lesson: its module and length, the heart, and the progress bar. */
export function LessonStatus({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const [setFavorite, favorite] = useSetFavoriteMutation();
  const postedFailed = submissionOf(usePostedAnswer(), LESSON_FORMS.favorite) !== undefined;
  const percent = Math.round(lesson.progress);
  return (
    <div>
      <Row>
        <Meta>
          {t('moduleLabel')}{' '}
          <Link to={allyPath(site, 'module', { moduleId: lesson.module.id })} {...content}>
            {lesson.module.title}
          </Link>{' '}
          · {t('duration', { count: lesson.duration_minutes })}
        </Meta>
        {/* A form posted to the lesson before the app runs; once it runs, the heart turns at once. */}
        <form method="post">
          <FormName name={LESSON_FORMS.favorite} />
          <input type="hidden" name="favorite" value={String(!lesson.favorite)} />
          <FavoriteButton
            title={lesson.title}
            pressed={lesson.favorite}
            onToggle={() => setFavorite({ lessonId: lesson.id, favorite: !lesson.favorite })}
            showLabel
            submits
          />
        </form>
      </Row>
      {(favorite.isError || postedFailed) && <FavoritesFailed />}
      <Progress>
        <p aria-live="polite">{t('progressValue', { percent })}</p>
        <ProgressBar value={percent} label={t('progress')} />
      </Progress>
    </div>
  );
}
