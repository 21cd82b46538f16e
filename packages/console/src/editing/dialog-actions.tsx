import styled from 'styled-components';

/** The buttons under a dialog's fields: stacked on a phone (main one on top), in a row from 30 rem. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  @media (min-width: 30rem) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
