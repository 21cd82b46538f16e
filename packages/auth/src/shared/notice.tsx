import styled from 'styled-components';

export type NoticeTone = 'danger' | 'primary' | 'success';

/**
 * A screen's word about a link or a request (dead, used, done): a heading and a line or two, marked
 * on the left in the tone of what happened. The role (alert or status) is the screen's to give.
 */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  outline: none;

  &:last-child {
    margin-bottom: 0;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;
