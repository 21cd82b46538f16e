import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type LucideIcon, Sparkles } from './icons';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** A small picture in the brand's colours around the icon of what is missing (drawn, not downloaded). */
function Illustration({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Picture viewBox="0 0 160 112" width="160" height="112" aria-hidden="true" focusable="false">
      <circle className="halo" cx="80" cy="56" r="50" />
      <circle className="spot" cx="128" cy="22" r="8" />
      <circle className="spot" cx="30" cy="92" r="5" />
      <circle className="ring" cx="34" cy="26" r="9" />
      <circle className="disc" cx="80" cy="56" r="34" />
      <Icon x={58} y={34} width={44} height={44} strokeWidth={1.75} />
    </Picture>
  );
}

const Picture = styled.svg`
  width: 160px;
  height: auto;
  color: ${({ theme }) => theme.colors.primary};

  .halo {
    fill: ${({ theme }) => theme.colors.primary};
    opacity: 0.1;
  }

  .disc {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 2;
  }

  .spot {
    fill: ${({ theme }) => theme.colors.secondary};
    opacity: 0.6;
  }

  .ring {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 3;
    opacity: 0.4;
  }
`;

export interface EmptyStateProps {
  message: string;
  /** A short headline above the message ("Aún no tienes favoritas"). */
  title?: string;
  /** The picture's subject: what would be here (a heart for favourites, a trophy for achievements). */
  icon?: LucideIcon;
  /** The next step: a link or button that leads somewhere with content. */
  action?: ReactNode;
}

/** Nothing to show yet: a picture of what would be here, why it is empty, and where to go next. */
export function EmptyState({ message, title, icon = Sparkles, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <Illustration icon={icon} />
      {title && <Title>{title}</Title>}
      <Message>{message}</Message>
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}
