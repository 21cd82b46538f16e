import styled, { css } from 'styled-components';

/**
 * How rich text (a lesson's reading, a post's body) flows: headings set apart, paragraphs and
 * lists spaced, pictures within the column, quotes marked. The player, the console's preview and
 * its editor share it, so what an editor writes looks the way a learner will read it.
 */
export const richTextFlowStyles = css`
  & h2,
  & h3,
  & h4 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  }
  & p,
  & ul,
  & ol,
  & blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  & img {
    max-width: 100%;
    height: auto;
  }
  & blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A block of rich text to read; long addresses wrap instead of widening the page. */
export const RichTextBody = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

  ${richTextFlowStyles}
`;
