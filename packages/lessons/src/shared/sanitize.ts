import { richTextRules } from '@aula/contracts/rich-text';
import DOMPurify, { type WindowLike } from 'dompurify';

// The API stores reading parts sanitised already. The player injects them as HTML, so it does not
// trust whatever answers the call (an older API, a CMS, a proxy): DOMPurify cleans them again in
// the browser. Chosen because it is maintained by a security firm (Cure53), parses with the
// browser's own parser (no mismatch between what is cleaned and what is rendered) and is small;
// it ships only in the lesson player's chunk. The server renderer, which has no browser, lends it
// jsdom's window (lendWindowForLessonHtml), as the blog's sanitiser.

type Purifier = ReturnType<typeof DOMPurify>;

/** Where reading parts are cleaned outside a browser: a window and the site's origin. */
export interface LessonCleaningPlace {
  window: WindowLike;
  origin: string;
}

let lent: LessonCleaningPlace | undefined;
let purifier: Purifier | undefined;

/** Gives a window to clean reading parts with where there is none (the server renderer). */
export function lendWindowForLessonHtml(place: LessonCleaningPlace) {
  lent = place;
  purifier = undefined;
}

// A picture in a reading part keeps its numeric size (no jump), waits until it scrolls near and
// never holds up the text. Links leaving the site open in a new tab without handing it this page
// (reverse tabnabbing).
function keepSizesAndOpenAway(origin: string) {
  return (node: Element) => {
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
    if (/^https?:\/\//i.test(href) && !href.startsWith(origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  };
}

function currentPurifier(): Purifier {
  if (!purifier) {
    const place = lent ?? (typeof window === 'undefined' ? undefined : { window, origin: window.location.origin });
    // Without a window DOMPurify cannot clean: refuse rather than pass the HTML through.
    if (!place) throw new Error('no window to sanitise a reading part with (lendWindowForLessonHtml)');
    purifier = DOMPurify(place.window);
    purifier.addHook('afterSanitizeAttributes', keepSizesAndOpenAway(place.origin));
  }
  return purifier;
}

/** The same short list the API allows (@aula/contracts/rich-text): text formatting, lists, links and images. */
const ALLOWED_TAGS = [...richTextRules.allowedTags];
const ALLOWED_ATTR = ['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height'];

/** Reading HTML safe to render: no scripts, handlers, styles, frames or forms. */
export function sanitizeLessonHtml(html: string): string {
  return currentPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    // Otherwise DOMPurify tests them against the URI pattern above and drops every number: a
    // picture's size must survive so the text below it does not jump (the hook keeps digits only).
    ADD_URI_SAFE_ATTR: ['width', 'height'],
  });
}
