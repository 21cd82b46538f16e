import { useGetLessonIntroductionQuery } from '@aula/api-client/lessons';
import type { LessonDetail, PartListItem } from '@aula/contracts/lessons';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ButtonLink } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { partHref } from '../shared/part-href';
import { RichText } from '../shared/rich-text';
import { LessonChatLink } from './lesson-chat-link';

const Actions = styled.div`
  margin-block: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Before the first part: what the lesson is about, and where to start (or carry on). */
export function LessonIntro({ lesson, parts }: { lesson: LessonDetail; parts: PartListItem[] }) {
  const { t } = useTranslation('lessons');
  const content = useContentLang();
  const intro = useGetLessonIntroductionQuery(lesson.id);
  const firstOpen = parts.find((part) => !part.completed);
  const started = parts.some((part) => part.completed);
  return (
    <section aria-labelledby="lesson-intro">
      <h2 id="lesson-intro">{t('introduction')}</h2>
      {/* The lesson's own text stands in until its formatted introduction comes: the same words,
          so nothing below moves when it arrives. */}
      {intro.data ? <RichText html={intro.data.body_html} /> : <p {...content}>{lesson.introduction}</p>}
      <Actions>
        {firstOpen ? (
          <ButtonLink to={partHref(firstOpen.id)} $block>
            {started ? t('player.resume', { title: firstOpen.title }) : t('player.start')}
          </ButtonLink>
        ) : (
          // Every part seen: the learner comes back to review, or to rate and go on.
          parts[0] && (
            <Row>
              <ButtonLink to={partHref('end')}>{t('player.toEnd')}</ButtonLink>
              <ButtonLink to={partHref(parts[0].id)} $variant="ghost">
                {t('player.review')}
              </ButtonLink>
            </Row>
          )
        )}
      </Actions>
      {firstOpen && <LessonChatLink moduleId={lesson.module.id} />}
    </section>
  );
}
