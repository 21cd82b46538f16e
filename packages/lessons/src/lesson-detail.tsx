import type { LessonDetail } from '@aula/contracts/lessons';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PartList } from './part-list';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Block = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

/** One lesson as the learner sees it: what it is, how far they got, and what it contains. */
export function LessonDetailView({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  return (
    <article>
      <h1>{lesson.title}</h1>
      <Meta>{t('module', { title: lesson.module.title })}</Meta>
      <Meta>{t('duration', { count: lesson.duration_minutes })}</Meta>
      <Block>
        <p>{t('progressValue', { percent: Math.round(lesson.progress) })}</p>
        <ProgressBar value={lesson.progress} label={t('progress')} />
      </Block>
      <Block>
        <h2>{t('introduction')}</h2>
        <p>{lesson.introduction}</p>
      </Block>
      <Block>
        <h2>{t('parts')}</h2>
        <PartList parts={lesson.parts} />
      </Block>
    </article>
  );
}
