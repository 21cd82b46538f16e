import type { PartDetail } from '@aula/contracts/lessons';
import { Button } from '@aula/ui-kit/button';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PartProgress } from './use-part-progress';

const Note = styled.div<{ $done: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
  }
`;

/**
 * What is left for the part to count (play the video, read to the end, download the file), or
 * that it counts: the server says so. Moving on is always allowed; this only tells the learner.
 */
export function PartProgressNote({ part, progress }: { part: PartDetail; progress: PartProgress }) {
  const { t } = useTranslation('lessons');
  return (
    <Note $done={part.completed} role="status" aria-live="polite" data-testid="part-progress">
      <p>
        {part.completed
          ? t('player.progress.done')
          : progress.failed
            ? t('player.progress.error')
            : t(`player.progress.${part.kind}`)}
      </p>
      {progress.failed && !part.completed && (
        <Button variant="ghost" onClick={progress.retry}>
          {t('ui:retry')}
        </Button>
      )}
    </Note>
  );
}
