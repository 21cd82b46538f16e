import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Purely visual; whoever shows it also announces the wait (see LoadingState, Button). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: 'sm' | 'md' }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '1em' : '2rem')};
  height: ${({ $size }) => ($size === 'sm' ? '1em' : '2rem')};
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
