import { useGetHasNextLessonQuery, useGetNextLessonsQuery } from '@aula/api-client/lessons';
import type { LessonDetail } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LessonRating } from './lesson-rating';
import { LessonShare } from './lesson-share';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin-top: 0;
`;

const Others = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  & li {
    min-height: ${TOUCH_TARGET};
    display: list-item;
    line-height: ${TOUCH_TARGET};
  }
`;

function NextLesson({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const hasNext = useGetHasNextLessonQuery(lesson.id);
  const next = useGetNextLessonsQuery(lesson.id);
  if (hasNext.isLoading || next.isLoading) return <Skeleton $height="3rem" />;
  const [first, ...rest] = next.data ?? [];
  const nextId = hasNext.data?.next_lesson_id ?? first?.id;
  if (!hasNext.data?.has_next_lesson || nextId === undefined || nextId === null) {
    return (
      <p>
        {t('end.lastLesson')}{' '}
        <Link to={allyPath(site, 'module', { moduleId: lesson.module.id })}>{t('end.toModule')}</Link> ·{' '}
        <Link to={allyPath(site, 'achievements')}>{t('end.toAchievements')}</Link>
      </p>
    );
  }
  const title = (first?.id === nextId ? first.title : undefined) ?? '';
  return (
    <>
      <ButtonLink to={allyPath(site, 'lesson', { lessonId: nextId })} $block>
        {title ? t('end.openNext', { title }) : t('end.nextLesson')}
      </ButtonLink>
      {rest.length > 0 && (
        <>
          <p>{t('end.moreNext')}</p>
          <Others>
            {rest.map((other) => (
              <li key={other.id}>
                <Link to={allyPath(site, 'lesson', { lessonId: other.id })} {...content}>
                  {other.title}
                </Link>
              </li>
            ))}
          </Others>
        </>
      )}
    </>
  );
}

/** The close of a lesson: rate it, share it, and go on to the next lesson of the module. */
export function LessonEnd({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const complete = lesson.progress >= 100;
  return (
    <article aria-labelledby="lesson-end">
      <Heading id="lesson-end" tabIndex={-1}>
        {complete ? t('end.title') : t('player.end')}
      </Heading>
      {!complete && <p>{t('end.incomplete')}</p>}
      <Section aria-label={t('end.rate')}>
        <LessonRating lesson={lesson} />
      </Section>
      <Section aria-labelledby="lesson-next">
        <Heading id="lesson-next">{t('end.nextLesson')}</Heading>
        <NextLesson lesson={lesson} />
      </Section>
      <Section aria-labelledby="lesson-share">
        <Heading id="lesson-share">{t('end.share')}</Heading>
        <LessonShare lesson={lesson} />
      </Section>
    </article>
  );
}
