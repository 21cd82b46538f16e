import styled from 'styled-components';

/** How wide the site's column grows on a desktop: header, screens and footer line up on it. */
export const PAGE_WIDTH = '72rem';

/** The readable column every screen sits in: full width on phones, capped on wide screens. */
export const Page = styled.main`
  width: 100%;
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};

  @media (min-width: 48rem) {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  }
`;

/** A responsive grid of cards: one column on phones, more as room allows. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;
