import { titleText } from '@aula/ui-kit/type-scale';
import styled from 'styled-components';

/** A short section of the landing (how it works, testimonials): spaced from its neighbours. */
export const LandingSection = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
`;

export const LandingHeading = styled.h2`
  ${titleText}
`;

/** Three cards side by side from tablets up, one under the other on a phone. */
export const threeColumns = `
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(3, 1fr);
  }
`;
