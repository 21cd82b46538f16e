import { useGetPartQuery } from '@aula/api-client/lessons';
import type { LessonDetail, PartDetail, PartListItem } from '@aula/contracts/lessons';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHECK_PART_ATTRIBUTE } from '../check/check-part-chunk';
import { useCheckPartCode } from '../check/use-check-part-code';
import { RichText } from '../shared/rich-text';
import { EndOfText } from './end-of-text';
import { PartActionBar } from './part-action-bar';
import { partKindLine } from './part-kind-line';
import { DownloadPart, VIDEO_RATIO, VideoPart } from './part-media';
import { PartProgressNote } from './part-progress-note';
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

// At least a screen tall, its action bar at its foot: what follows (where the learner stands, the
// outline, the footer) starts below the first screen, so it does not move while the part arrives.
const Part = styled.article`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

// The loading part keeps its video's box (the same ratio), so nothing moves when the video comes.
const VideoSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: ${VIDEO_RATIO};
`;

interface PartViewProps {
  lesson: LessonDetail;
  parts: PartListItem[];
  current: number;
}

/**
 * A loaded part with what the player reports of it; what is left for it to count goes to the
 * action bar (`actions`), which stays in reach while the part scrolls.
 */
function PartBody({
  part,
  parts,
  actions,
}: {
  part: PartDetail;
  parts: PartListItem[];
  actions: (note: ReactNode) => ReactNode;
}) {
  const progress = usePartProgress(part);
  return (
    <>
      {part.kind === 'check' && <CheckBody part={part} parts={parts} />}
      {part.kind === 'video' && <VideoPart part={part} progress={progress} />}
      {part.kind === 'download' && <DownloadPart part={part} onDownload={progress.downloaded} />}
      {part.kind === 'reading' && (
        <>
          <RichText html={part.body_html} />
          <EndOfText onReached={progress.reachedEnd} />
        </>
      )}
      {actions(<PartProgressNote part={part} progress={progress} />)}
    </>
  );
}

/** A check part: its questions once its code is here (check/check-part-chunk.ts), a placeholder till then. */
function CheckBody({ part, parts }: { part: PartDetail; parts: PartListItem[] }) {
  const { t } = useTranslation('lessons');
  const { CheckPart, failed, retry } = useCheckPartCode(part.check != null);
  if (!part.check) return <p role="status">{t('player.checkEmpty')}</p>;
  if (failed) return <ErrorState message={t('player.partError')} onRetry={retry} />;
  return (
    <div {...{ [CHECK_PART_ATTRIBUTE]: '' }}>
      {CheckPart ? (
        <CheckPart key={part.id} part={part} check={part.check} parts={parts} />
      ) : (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('player.loadingPart')}</VisuallyHidden>
          <Skeleton $height="16rem" />
        </div>
      )}
    </div>
  );
}

/**
 * One part, fetched only when shown: fetching starts the learner's time on it, and the player's
 * reports complete it when the server judges it done. The part comes first; the action bar's
 * "Siguiente parte" always moves on and completes nothing.
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

  const loaded = query.data?.id === summary.id ? query.data : undefined;
  const actions = (note?: ReactNode) => (
    <PartActionBar
      label={lesson.title}
      previous={previous}
      next={next}
      done={loaded?.completed ?? summary.completed}
      note={note}
    />
  );

  function body() {
    if (query.isError) {
      return (
        <>
          <ErrorState message={t('player.partError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
          {actions()}
        </>
      );
    }
    if (!loaded) {
      return (
        <>
          <div role="status" aria-live="polite">
            <VisuallyHidden>{t('player.loadingPart')}</VisuallyHidden>
            {summary.kind === 'video' ? <VideoSkeleton /> : <Skeleton $height="8rem" />}
          </div>
          {actions()}
        </>
      );
    }
    return <PartBody part={loaded} parts={parts} actions={actions} />;
  }

  return (
    <Part aria-labelledby="part-title">
      <Kind>{partKindLine(t, summary)}</Kind>
      <Heading id="part-title" ref={heading} tabIndex={-1} {...content}>
        {summary.title}
      </Heading>
      {body()}
    </Part>
  );
}
