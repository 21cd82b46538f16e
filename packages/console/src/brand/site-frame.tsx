import { BRAND_PREVIEW_READY, type BrandPreviewDraft } from '@aula/contracts/brand-preview';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PHONE_WIDTH } from '../editing/preview-frame';

/** How much of the phone's screen shows, in its own pixels. */
const FRAME_HEIGHT = 640;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  /* The phone's width inside its 1 px border. */
  max-width: calc(${PHONE_WIDTH}px + 2px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// Always a phone's 390 px inside, so the page's own media queries apply; shrunk as a picture where
// the column is narrower (the scale comes inline: it follows the column's width).
const Frame = styled.iframe`
  display: block;
  width: ${PHONE_WIDTH}px;
  height: ${FRAME_HEIGHT}px;
  border: none;
  transform-origin: 0 0;
`;

const Over = styled.div`
  position: absolute;
  inset: 0;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The shrink that fits the phone's width into the element's, kept as the element is resized. */
function useFitScale() {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    // Without ResizeObserver (an old browser, jsdom) the frame keeps its size and the box clips it.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / PHONE_WIDTH)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, scale };
}

export interface SiteFrameProps {
  /** The page's address, with the preview's hash; undefined while it is being worked out. */
  src: string | undefined;
  title: string;
  /** Sent to the page at once and at every change, and again whenever the page says it listens. */
  message: BrandPreviewDraft;
}

/**
 * One of the site's own pages in a frame as a phone shows it, told the brand being edited by
 * `postMessage` (this origin only): a wait while it loads, a sentence and a retry if it cannot.
 */
export function SiteFrame({ src, title, message }: SiteFrameProps) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.preview' });
  const frame = useRef<HTMLIFrameElement>(null);
  const { box, scale } = useFitScale();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  const key = `${attempt} ${src}`;
  const status = !src || settled?.key !== key ? 'loading' : settled.failed ? 'failed' : 'loaded';

  const latest = useRef(message);
  latest.current = message;
  const post = useCallback(() => frame.current?.contentWindow?.postMessage(latest.current, window.location.origin), []);

  const messageText = JSON.stringify(message);
  // Sent again whenever its text changes (the object itself is new at every render).
  useEffect(() => post(), [messageText, post]);

  // The page asks once its listener runs (the app's scripts come after the frame's load).
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const asking = (event.data as { type?: unknown } | null)?.type === BRAND_PREVIEW_READY;
      if (asking && event.origin === window.location.origin && event.source === frame.current?.contentWindow) post();
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, [post]);

  function loaded() {
    // A page the browser could not fetch is an error page of its own, of no origin this one may read.
    let readable = false;
    try {
      readable = Boolean(frame.current?.contentDocument);
    } catch {
      readable = false;
    }
    setSettled({ key, failed: !readable });
    post();
  }

  return (
    <Viewport ref={box} style={{ height: FRAME_HEIGHT * scale }}>
      {src && (
        <Frame
          key={attempt}
          ref={frame}
          src={src}
          title={title}
          loading="lazy"
          onLoad={loaded}
          style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
        />
      )}
      {status === 'loading' && (
        <Over>
          <LoadingState label={t('loading')} />
        </Over>
      )}
      {status === 'failed' && (
        <Over>
          <ErrorState message={t('failed')} onRetry={() => setAttempt((count) => count + 1)} />
        </Over>
      )}
    </Viewport>
  );
}
