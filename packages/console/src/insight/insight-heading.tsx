import styled from 'styled-components';

/** An insight screen's title, close above its filters or its introduction. */
export const InsightTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** An insight screen's opening sentences, kept to a comfortable line length. */
export const InsightIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 48rem;
`;
