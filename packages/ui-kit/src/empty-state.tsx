import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p`
  margin: 0;
`;

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Wrapper>
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}
