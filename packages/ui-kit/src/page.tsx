import styled from 'styled-components';

/** The readable column every screen sits in: full width on phones, capped on wide screens. */
export const Page = styled.main`
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

/** A responsive grid of cards: one column on phones, more as room allows. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
