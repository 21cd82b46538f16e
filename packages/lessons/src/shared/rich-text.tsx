import { useContentLang } from '@aula/ui-kit/content-lang';
import { RichTextBody } from '@aula/ui-kit/rich-text-body';
import { useMemo } from 'react';
import { sanitizeLessonHtml } from './sanitize';

/** HTML from the API (a reading part, an introduction), cleaned again here before it is shown. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeLessonHtml(html), [html]);
  // Safe to inject: sanitised by DOMPurify just above.
  return <RichTextBody {...useContentLang()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
