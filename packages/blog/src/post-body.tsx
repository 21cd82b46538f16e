import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizePostHtml } from './sanitize';

// Rich text from the editor: readable line length and spacing, images that fit a phone.
const Body = styled.div`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;

  h2,
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    line-height: 1.3;
  }

  p,
  ul,
  ol,
  blockquote {
    margin-block: 0 ${({ theme }) => theme.space.md};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The post's HTML, cleaned in the browser before it is put in the page. */
export function PostBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  // Safe to inject: sanitised by DOMPurify just above.
  return <Body lang="es" dangerouslySetInnerHTML={{ __html: clean }} />;
}
