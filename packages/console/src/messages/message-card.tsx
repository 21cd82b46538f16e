import styled from 'styled-components';

// A kind of message as a card on `consola/mensajes`: the reminders' kinds and the webinar code's.

export const MessageCard = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const MessageCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    max-width: 44rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
