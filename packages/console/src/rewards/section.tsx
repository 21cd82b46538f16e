import styled from 'styled-components';

/** One part of the rewards screen: its heading row and its content, spaced from the next. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.xl};

  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
