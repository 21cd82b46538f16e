import { useSetFavoriteMutation } from '@aula/api-client/lessons';
import type { LessonDetail } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { FavoriteButton } from '@aula/ui-kit/favorite-button';
import { BookOpen } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FavoritesFailed } from './favorites-failed';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

// A short band of the lesson's cover: it says "this lesson" at a glance without pushing the
// content below the fold on a phone.
const Cover = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > * {
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }

  @media (min-width: 48rem) {
    & > * {
      aspect-ratio: 16 / 4;
    }
  }
`;

const Title = styled.h1`
  margin: 0;
  flex: 1 1 16rem;
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.div`
  margin-block: ${({ theme }) => theme.space.md};
`;

/** Title, module, length, the heart, and the progress bar that moves as parts are opened. */
export function LessonHeader({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const [setFavorite, favorite] = useSetFavoriteMutation();
  const percent = Math.round(lesson.progress);
  return (
    <header>
      <Cover>
        <CoverImage src={lesson.cover_image_url} icon={BookOpen} priority />
      </Cover>
      <Top>
        <Title {...content}>{lesson.title}</Title>
        <FavoriteButton
          title={lesson.title}
          pressed={lesson.favorite}
          onToggle={() => setFavorite({ lessonId: lesson.id, favorite: !lesson.favorite })}
          showLabel
        />
      </Top>
      <Meta>
        {t('moduleLabel')}{' '}
        <Link to={allyPath(site, 'module', { moduleId: lesson.module.id })} {...content}>
          {lesson.module.title}
        </Link>{' '}
        · {t('duration', { count: lesson.duration_minutes })}
      </Meta>
      {favorite.isError && <FavoritesFailed />}
      <Progress>
        <p aria-live="polite">{t('progressValue', { percent })}</p>
        <ProgressBar value={percent} label={t('progress')} />
      </Progress>
    </header>
  );
}
