import { richTextRules } from '@aula/contracts/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

// The draft's HTML is the editor's (held to the same rules) or the API's (sanitised on save), but
// it is injected into a page, so it is cleaned here too with the shared list, as the player does.
const ALLOWED_TAGS = [...richTextRules.allowedTags];
const ALLOWED_ATTR = [...new Set(Object.values(richTextRules.allowedAttributes).flat())];

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

/** A draft's reading text or introduction, drawn the way the lesson player draws it. */
export function PreviewRichText({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i }),
    [html],
  );
  // Safe to inject: cleaned by DOMPurify just above.
  return <Body dangerouslySetInnerHTML={{ __html: clean }} />;
}
