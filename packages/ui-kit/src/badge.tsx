import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { filledTone } from './filled-tone';

export type BadgeTone = 'neutral' | 'primary' | 'secondary' | 'success' | 'danger';

// Filled tones pair a colour with its "on" colour; success and danger have none, so they are outlined.
const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  primary: filledTone('primary'),
  secondary: filledTone('secondary'),
  success: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.4;
  /* A word stays whole; a longer badge (a date, a business type) wraps rather than push the page sideways. */
  max-width: 100%;
  overflow-wrap: normal;
  ${({ $tone }) => tones[$tone]}
`;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status word ("Nuevo", "Completado"); the word carries the meaning, not the colour. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}
