import { type FocusEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type AlertItem, type AlertTone, useAlertList, useAlerts } from './alert-provider';
import { focusRing, TOUCH_TARGET } from './focus-ring';

export const ALERT_DURATION_MS = 4000;

const Viewport = styled.div`
  position: fixed;
  inset: auto ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  z-index: 99998;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  @media (min-width: 48rem) {
    left: auto;
    width: 24rem;
  }
`;

const Item = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $tone }) => toneColor(theme.colors, $tone)};
  border-left-width: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  pointer-events: auto;

  & > svg {
    flex: none;
    color: ${({ theme, $tone }) => toneColor(theme.colors, $tone)};
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

function toneColor(colors: { success: string; danger: string; primary: string }, tone: AlertTone) {
  return tone === 'success' ? colors.success : tone === 'error' ? colors.danger : colors.primary;
}

// The tone is also drawn, not only coloured (WCAG 1.4.1).
const toneMarks: Record<AlertTone, string> = {
  success: 'M6 12.5l4 4L18 8',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={toneMarks[tone]} />
    </svg>
  );
}

/** One toast: closes itself after 4 s, but never while the pointer or the focus is on it. */
export function Alert({ alert, onClose }: { alert: AlertItem; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const remaining = useRef(ALERT_DURATION_MS);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const holds = useRef({ hover: false, focus: false });
  const close = useRef(onClose);
  close.current = onClose;

  const pause = (reason: 'hover' | 'focus') => {
    const wasRunning = !holds.current.hover && !holds.current.focus;
    holds.current[reason] = true;
    if (!wasRunning) return;
    clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = (reason: 'hover' | 'focus') => {
    holds.current[reason] = false;
    if (holds.current.hover || holds.current.focus) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => close.current(), Math.max(0, remaining.current));
  };

  useEffect(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => close.current(), remaining.current);
    return () => clearTimeout(timer.current);
  }, []);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
  };

  return (
    <Item
      $tone={alert.tone}
      role={alert.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => pause('hover')}
      onMouseLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={leaveFocus}
    >
      <ToneIcon tone={alert.tone} />
      <Message>{alert.message}</Message>
      <CloseButton type="button" aria-label={t('alerts.close')} onClick={onClose}>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </CloseButton>
    </Item>
  );
}

/** Where the alerts of the nearest AlertProvider appear; render it once, inside the theme. */
export function AlertViewport() {
  const alerts = useAlertList();
  const { dismiss } = useAlerts();
  // Always in the page, so alerts added to it are announced.
  return (
    <Viewport aria-live="polite">
      {alerts.map((alert) => (
        <Alert key={alert.id} alert={alert} onClose={() => dismiss(alert.id)} />
      ))}
    </Viewport>
  );
}
