import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A grey placeholder block; hidden from screen readers, which hear the surrounding status. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
