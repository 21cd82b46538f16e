import { useContentLang } from '@aula/ui-kit/content-lang';
import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeLessonHtml } from './sanitize';

const Body = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

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

/** HTML from the API (a reading part, an introduction), cleaned again here before it is shown. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeLessonHtml(html), [html]);
  // Safe to inject: sanitised by DOMPurify just above.
  return <Body {...useContentLang()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
