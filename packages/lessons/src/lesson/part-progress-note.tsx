import type { PartDetail } from '@aula/contracts/lessons';
import { Button } from '@aula/ui-kit/button';
import { Check, ICON_SIZE } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PartProgress } from './use-part-progress';

// One line in the part's action bar: small, so the part above keeps the screen.
const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;

  /* A check once the part counts, an open ring while it does not: the mark the outline uses. */
  &::before {
    content: '';
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: 50%;
  }

  &[data-done='true']::before {
    display: none;
  }

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }

  & p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;

/** Seconds of playing as the learner reads them: "12 s", "2 min 5 s" (the same units in Spanish and English). */
export function playTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * What is left for the part to count (play the video, read to the end, download the file), or
 * that it counts: the server says so. Moving on is always allowed; this only tells the learner.
 */
export function PartProgressNote({ part, progress }: { part: PartDetail; progress: PartProgress }) {
  const { t } = useTranslation('lessons');
  return (
    <Note role="status" aria-live="polite" data-testid="part-progress" data-done={part.completed}>
      {part.completed && <Check size={ICON_SIZE.md} strokeWidth={3} aria-hidden="true" />}
      <p>
        {part.completed
          ? t('player.progress.done')
          : progress.failed
            ? t('player.progress.error')
            : t(`player.progress.${part.kind}`)}
        {part.kind === 'video' && !part.completed && !progress.failed && progress.remainingSeconds > 0 && (
          <> {t('player.progress.videoLeft', { time: playTime(progress.remainingSeconds) })}</>
        )}
      </p>
      {progress.failed && !part.completed && (
        <Button variant="ghost" onClick={progress.retry}>
          {t('ui:retry')}
        </Button>
      )}
    </Note>
  );
}
