import { richTextRules } from '@aula/contracts/rich-text';
import DOMPurify from 'dompurify';

// The API stores reading parts sanitised already. The player injects them as HTML, so it does not
// trust whatever answers the call (an older API, a CMS, a proxy): DOMPurify cleans them again in
// the browser. Chosen because it is maintained by a security firm (Cure53), parses with the
// browser's own parser (no mismatch between what is cleaned and what is rendered) and is small;
// it ships only in the lesson player's chunk.

const purifier = DOMPurify();

// A picture in a reading part keeps its numeric size (no jump), waits until it scrolls near and
// never holds up the text. Links leaving the site open in a new tab without handing it this page
// (reverse tabnabbing).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    for (const side of ['width', 'height']) {
      if (!/^\d{1,5}$/.test(node.getAttribute(side) ?? '')) node.removeAttribute(side);
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    return;
  }
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The same short list the API allows (@aula/contracts/rich-text): text formatting, lists, links and images. */
const ALLOWED_TAGS = [...richTextRules.allowedTags];
const ALLOWED_ATTR = ['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height'];

/** Reading HTML safe to render: no scripts, handlers, styles, frames or forms. */
export function sanitizeLessonHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    // Otherwise DOMPurify tests them against the URI pattern above and drops every number: a
    // picture's size must survive so the text below it does not jump (the hook keeps digits only).
    ADD_URI_SAFE_ATTR: ['width', 'height'],
  });
}
