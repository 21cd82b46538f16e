import { Page } from '@aula/ui-kit/page';
import styled from 'styled-components';

/**
 * Forms read best in one narrow column, also on a desktop; the column starts where every other
 * page's content does (and the link back above it).
 */
export const FormPage = styled(Page)`
  & > * {
    max-width: 40rem;
  }
`;

export const Section = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Two short fields side by side from tablets up (first and last name, street and number). */
export const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  @media (min-width: 36rem) {
    grid-template-columns: 2fr 1fr;
  }
`;

export const EvenRow = styled(Row)`
  @media (min-width: 36rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
