import type { PartDetail } from '@aula/contracts/lessons';
import { Button } from '@aula/ui-kit/button';
import { useDataSaver } from '@aula/ui-kit/data-saver';
import { ButtonAnchor } from '@aula/ui-kit/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RichText } from '../shared/rich-text';
import { downloadName } from './download-name';
import type { PartProgress } from './use-part-progress';
import { WIDE } from './use-wide-screen';

/** The video's box, kept from the first draw (and by the loading part's placeholder): no layout shift. */
export const VIDEO_RATIO = '16 / 9';

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: ${VIDEO_RATIO};
  /* On a wide but short screen the whole video, controls too, stays above the part's action bar. */
  @media ${WIDE} {
    max-height: calc(100vh - 18rem);
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
`;

const Problem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A native player with the part's captions; a plain message (and a retry) when the media fails.
 * In data-saver mode it fetches nothing, not even the video's length, until the learner presses play.
 */
export function VideoPart({ part, progress }: { part: PartDetail; progress?: PartProgress }) {
  const { t } = useTranslation('lessons');
  const saveData = useDataSaver();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (!part.media_url) return <Problem role="status">{t('player.noMedia')}</Problem>;
  return (
    <>
      {failed ? (
        <Problem role="alert">
          <p>{t('player.videoError')}</p>
          <Button
            variant="ghost"
            onClick={() => {
              setFailed(false);
              setAttempt(attempt + 1);
            }}
          >
            {t('ui:retry')}
          </Button>
        </Problem>
      ) : (
        <Video
          key={attempt}
          controls
          preload={saveData ? 'none' : 'metadata'}
          playsInline
          src={part.media_url}
          onError={() => setFailed(true)}
          onTimeUpdate={(event) => progress?.video.onTimeUpdate(event.currentTarget)}
          onSeeked={(event) => progress?.video.onSeeked(event.currentTarget)}
          onPause={progress?.video.onPause}
          onEnded={progress?.video.onEnded}
        >
          {part.captions_url && (
            <track kind="captions" src={part.captions_url} srcLang="es" label={t('player.captions')} default />
          )}
        </Video>
      )}
      {part.body_html && <RichText html={part.body_html} />}
    </>
  );
}

/** A file to keep: a real download link (same origin, so the browser saves it). */
export function DownloadPart({ part, onDownload }: { part: PartDetail; onDownload?: () => void }) {
  const { t } = useTranslation('lessons');
  if (!part.media_url) return <Problem role="status">{t('player.noMedia')}</Problem>;
  return (
    <>
      {part.body_html && <RichText html={part.body_html} />}
      <p>
        <ButtonAnchor href={part.media_url} download={downloadName(part.title, part.media_url)} onClick={onDownload}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M11 3h2v9l3.5-3.5 1.4 1.4L12 15.8 6.1 9.9l1.4-1.4L11 12zM4 18h16v2H4z" />
          </svg>
          {t('player.download', { title: part.title })}
        </ButtonAnchor>
      </p>
      <Hint>{t('player.downloadHint')}</Hint>
    </>
  );
}
