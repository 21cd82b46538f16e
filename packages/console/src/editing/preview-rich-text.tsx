import { richTextRules } from '@aula/contracts/rich-text';
import { RichTextBody } from '@aula/ui-kit/rich-text-body';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The draft's HTML is the editor's (held to the same rules) or the API's (sanitised on save), but
// it is injected into a page, so it is cleaned here too with the shared list, as the player does.
const ALLOWED_TAGS = [...richTextRules.allowedTags];
const ALLOWED_ATTR = [...new Set(Object.values(richTextRules.allowedAttributes).flat())];

/** A draft's reading text or introduction, drawn the way the lesson player draws it. */
export function PreviewRichText({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i }),
    [html],
  );
  // Safe to inject: cleaned by DOMPurify just above.
  return <RichTextBody dangerouslySetInnerHTML={{ __html: clean }} />;
}
