import { type FocusEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type AlertItem, type AlertTone, useAlertList, useAlerts } from './alert-provider';
import { IconButton } from './icon-button';
import { CircleAlert, CircleCheck, ICON_SIZE, Info, type LucideIcon, X } from './icons';

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

function toneColor(colors: { success: string; danger: string; primary: string }, tone: AlertTone) {
  return tone === 'success' ? colors.success : tone === 'error' ? colors.danger : colors.primary;
}

// The tone is also drawn, not only coloured (WCAG 1.4.1).
const toneIcons: Record<AlertTone, LucideIcon> = { success: CircleCheck, error: CircleAlert, info: Info };

function ToneIcon({ tone }: { tone: AlertTone }) {
  const Icon = toneIcons[tone];
  return <Icon size={ICON_SIZE.lg} />;
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
      <IconButton aria-label={t('alerts.close')} onClick={onClose}>
        <X size={ICON_SIZE.md} />
      </IconButton>
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
