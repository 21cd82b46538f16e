import styled from 'styled-components';

/**
 * A list laid out as a row that wraps onto more lines on a phone (chips, page numbers, share
 * buttons): still a list to screen readers, which say how many items it holds.
 */
export const RowList = styled.ul<{ $gap?: 'xs' | 'sm' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'xs']};
  margin: 0;
  padding: 0;
  list-style: none;
`;
