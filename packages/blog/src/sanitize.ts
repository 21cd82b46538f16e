import DOMPurify, { type WindowLike } from 'dompurify';

// Why sanitise again on the client when the API stores sanitised HTML: the body is injected with
// dangerouslySetInnerHTML, so this screen must not trust whatever answers the call (an older API,
// another deployment's CMS, a proxy). DOMPurify is maintained by a security firm (Cure53), uses
// the browser's own parser (no parser mismatch between cleaning and rendering) and is small; it
// is loaded only with the post screen's chunk. The server renderer, which has no browser, lends
// it jsdom's window (a spec-following parser, the one DOMPurify documents for Node).

type Purifier = ReturnType<typeof DOMPurify>;

export interface CleaningPlace {
  window: WindowLike;
  /** The site's origin: links elsewhere open in a new tab. */
  origin: string;
}

let lent: CleaningPlace | undefined;
let purifier: Purifier | undefined;

/** Gives a window to clean posts with where there is none (the server renderer), and the site's origin. */
export function lendWindowForSanitizing(place: CleaningPlace) {
  lent = place;
  purifier = undefined;
}

function createPurifier({ window: target, origin }: CleaningPlace): Purifier {
  const created = DOMPurify(target);
  // Links that leave the site open in a new tab without handing it this page (reverse tabnabbing).
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return created;
}

function currentPurifier(): Purifier {
  if (!purifier) {
    const place = lent ?? (typeof window === 'undefined' ? undefined : { window, origin: window.location.origin });
    // Without a window DOMPurify cannot clean: refuse rather than pass the HTML through.
    if (!place) throw new Error('no window to sanitise a post with (lendWindowForSanitizing)');
    purifier = createPurifier(place);
  }
  return purifier;
}

/** Rich text safe to render: no scripts, handlers, styles, frames or forms. */
export function sanitizePostHtml(html: string): string {
  return currentPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
