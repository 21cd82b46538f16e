import { useGetPartQuery } from '@aula/api-client/lessons';
import type { LessonDetail, PartDetail, PartListItem } from '@aula/contracts/lessons';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink } from '@aula/ui-kit/link';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EndOfText } from './end-of-text';
import { partHref } from './part-href';
import { DownloadPart, VideoPart } from './part-media';
import { PartProgressNote } from './part-progress-note';
import { RichText } from './rich-text';
import { usePartProgress } from './use-part-progress';

const Heading = styled.h2`
  margin-top: 0;
  &:focus {
    outline: none;
  }
`;

const Kind = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface PartViewProps {
  lesson: LessonDetail;
  parts: PartListItem[];
  current: number;
}

/** A loaded part with what the player reports of it and what is left for it to count. */
function PartBody({ part }: { part: PartDetail }) {
  const progress = usePartProgress(part);
  return (
    <>
      {part.kind === 'video' && <VideoPart part={part} progress={progress} />}
      {part.kind === 'download' && <DownloadPart part={part} onDownload={progress.downloaded} />}
      {part.kind === 'reading' && (
        <>
          <RichText html={part.body_html} />
          <EndOfText onReached={progress.reachedEnd} />
        </>
      )}
      <PartProgressNote part={part} progress={progress} />
    </>
  );
}

/**
 * One part, fetched only when shown: fetching starts the learner's time on it, and the player's
 * reports complete it when the server judges it done. "Siguiente" always moves on.
 */
export function PartView({ lesson, parts, current }: PartViewProps) {
  const { t } = useTranslation('lessons');
  const content = useContentLang();
  const summary = parts[current] as PartListItem;
  const query = useGetPartQuery(summary.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = parts[current - 1];
  const next = parts[current + 1];

  // A new part is a new page for a screen reader: move the focus to its title.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [summary.id]);

  function body() {
    if (query.isError) {
      return <ErrorState message={t('player.partError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (!query.data || query.data.id !== summary.id) {
      return (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('player.loadingPart')}</VisuallyHidden>
          <Skeleton $height={summary.kind === 'video' ? '14rem' : '8rem'} />
        </div>
      );
    }
    return <PartBody part={query.data} />;
  }

  return (
    <article aria-labelledby="part-title">
      <Kind>
        {t(`kind.${summary.kind}`)} · {t('partMinutes', { count: summary.duration_minutes })}
      </Kind>
      <Heading id="part-title" ref={heading} tabIndex={-1} {...content}>
        {summary.title}
      </Heading>
      {body()}
      <Nav aria-label={lesson.title}>
        {previous ? (
          <ButtonLink to={partHref(previous.id)} $variant="ghost">
            {t('player.previous')}
          </ButtonLink>
        ) : (
          <span />
        )}
        <ButtonLink to={partHref(next ? next.id : 'end')}>
          {next ? t('player.next', { title: next.title }) : t('player.finish')}
        </ButtonLink>
      </Nav>
    </article>
  );
}
