import styled from 'styled-components';

// A list with many columns does not fit a phone: there each row is a card, on wider screens a table
// row. The other one is display: none, so a screen reader meets each row once.
const NARROW = '40rem';

/** Holds the table: shown from 40rem up. */
export const WideOnly = styled.div`
  @media (max-width: ${NARROW}) {
    display: none;
  }
`;

/** The same rows as cards (one `li` each, its first link bold): shown below 40rem. */
export const NarrowCards = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;

  @media (max-width: ${NARROW}) {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }

  li > a:first-child {
    font-weight: 700;
  }
`;
