import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { usePrefersReducedMotion } from './reduced-motion';
import { VisuallyHidden } from './visually-hidden';

export const OVERLAY_FADE_IN_MS = 300;
export const OVERLAY_FADE_OUT_MS = 200;
const BALL_SIZE = '96px'; // "large" in the spec (three times the 32px base of ball-scale-multiple)

type Phase = 'hidden' | 'entering' | 'shown' | 'exiting';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const scaleMultiple = keyframes`
  0% { transform: scale(0); opacity: 0; }
  5% { opacity: 0.75; }
  100% { transform: scale(1); opacity: 0; }
`;

// The backdrop is dark in both modes: the text colour in light mode, the page colour in dark mode.
const Backdrop = styled.div<{ $phase: Phase }>`
  position: fixed;
  inset: 0;
  z-index: 99999;
  display: grid;
  place-items: center;
  /* #rrggbb token + alpha (b3 = 70%): understood by older phone browsers, unlike color-mix(). */
  background: ${({ theme }) => `${theme.mode === 'dark' ? theme.colors.background : theme.colors.text}b3`};
  ${({ $phase }) =>
    $phase === 'entering'
      ? css`
          animation-name: ${fadeIn};
          animation-duration: ${OVERLAY_FADE_IN_MS}ms;
          animation-timing-function: ease-out;
        `
      : $phase === 'exiting'
        ? css`
            animation-name: ${fadeOut};
            animation-duration: ${OVERLAY_FADE_OUT_MS}ms;
            animation-timing-function: ease-in;
            animation-fill-mode: forwards;
            pointer-events: none;
          `
        : ''}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Balls = styled.span`
  position: relative;
  width: ${BALL_SIZE};
  height: ${BALL_SIZE};
`;

const Ball = styled.span<{ $index: number }>`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  background: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.text : theme.colors.surface)};
  opacity: 0;
  animation: ${scaleMultiple} 1s linear ${({ $index }) => $index * 0.2}s infinite;

  /* Still there, just still: three rings at rest. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: ${({ $index }) => 0.25 + $index * 0.2};
    transform: scale(${({ $index }) => 1 - $index * 0.3});
  }
`;

export interface LoadingOverlayProps {
  visible: boolean;
  /** What the screen reader says; "Cargando…" by default. */
  label?: string;
  /** The content the overlay covers: marked aria-busy while it shows. */
  children?: ReactNode;
}

/** A full-screen wait over content that cannot be used until a blocking request is answered. */
export function LoadingOverlay({ visible, label, children }: LoadingOverlayProps) {
  const { t } = useTranslation('ui');
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<Phase>(visible ? (reducedMotion ? 'shown' : 'entering') : 'hidden');

  useEffect(() => {
    if (reducedMotion) {
      setPhase(visible ? 'shown' : 'hidden');
      return;
    }
    if (visible) {
      setPhase((current) => (current === 'shown' ? current : 'entering'));
      const timer = setTimeout(() => setPhase('shown'), OVERLAY_FADE_IN_MS);
      return () => clearTimeout(timer);
    }
    // Stays mounted while it fades out.
    setPhase((current) => (current === 'hidden' ? current : 'exiting'));
    const timer = setTimeout(() => setPhase('hidden'), OVERLAY_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [visible, reducedMotion]);

  return (
    <>
      {children !== undefined && <div aria-busy={visible || undefined}>{children}</div>}
      {/* Always in the page, so the words are announced when they appear. */}
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? (label ?? t('overlay.loading')) : ''}
      </VisuallyHidden>
      {phase !== 'hidden' && (
        <Backdrop $phase={phase} data-phase={phase} data-testid="loading-overlay">
          <Balls aria-hidden="true">
            <Ball $index={0} />
            <Ball $index={1} />
            <Ball $index={2} />
          </Balls>
        </Backdrop>
      )}
    </>
  );
}
