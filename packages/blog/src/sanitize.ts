import DOMPurify from 'dompurify';

// Why sanitise again on the client when the API stores sanitised HTML: the body is injected with
// dangerouslySetInnerHTML, so this screen must not trust whatever answers the call (an older API,
// another deployment's CMS, a proxy). DOMPurify is maintained by a security firm (Cure53), uses
// the browser's own parser (no parser mismatch between cleaning and rendering) and is small; it
// is loaded only with the post screen's chunk.

const purifier = DOMPurify();

// Links that leave the site open in a new tab without handing it this page (reverse tabnabbing).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Rich text safe to render: no scripts, handlers, styles, frames or forms. */
export function sanitizePostHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
