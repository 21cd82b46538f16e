import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ICON_SIZE, Smartphone } from '@aula/ui-kit/icons';
import { LessonCard } from '@aula/ui-kit/lesson-card';
import { Link } from '@aula/ui-kit/link';
import { CardGrid } from '@aula/ui-kit/page';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

const Item = styled.li`
  display: flex;
  & > * {
    flex: 1;
  }
`;

const PlaceLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${TOUCH_TARGET};
`;

/**
 * Home's word on what this phone keeps. Offline: the saved lessons first, as cards, with the way to
 * the saved place. Online: one line leading there, once something is kept.
 */
export function SavedLessonsSection() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const saved = useSavedOffline();
  const headingId = useId();
  const lessons = saved.lessons ?? [];
  const place = allyPath(site, 'saved');
  if (saved.online) {
    if (lessons.length === 0) return null;
    return (
      <p>
        <PlaceLink to={place}>
          <Smartphone size={ICON_SIZE.md} />
          {t('saved.link', { count: lessons.length })}
        </PlaceLink>
      </p>
    );
  }
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('saved.title')}</h2>
      {lessons.length === 0 ? (
        <p>{t('saved.empty')}</p>
      ) : (
        <CardGrid>
          {lessons.map(({ lesson }) => (
            <Item key={lesson.id}>
              <LessonCard
                title={lesson.title}
                moduleTitle={lesson.module.title}
                durationMinutes={lesson.duration_minutes}
                views={lesson.views}
                coverImageUrl={lesson.cover_image_url}
                to={allyPath(site, 'lesson', { lessonId: lesson.id })}
                progress={lesson.progress}
              />
            </Item>
          ))}
        </CardGrid>
      )}
      <p>
        <PlaceLink to={place}>{t('saved.manage')}</PlaceLink>
      </p>
    </Section>
  );
}
