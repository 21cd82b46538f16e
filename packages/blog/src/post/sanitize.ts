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

/** A link that leaves the site opens in a new tab without handing it this page (reverse tabnabbing). */
function openElsewhereIfAway(link: Element, origin: string) {
  const href = link.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href) && !href.startsWith(origin)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

function createPurifier({ window: target, origin }: CleaningPlace): Purifier {
  const created = DOMPurify(target);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') openElsewhereIfAway(node, origin);
  });
  return created;
}

function currentOrigin(): string {
  return lent?.origin ?? globalThis.window?.location.origin ?? '';
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

const RICH_TEXT = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

export interface CleaningOptions {
  /**
   * Data saver: each image becomes a link to it, named by this label (given the image's
   * description), so nothing is downloaded until the reader asks.
   */
  imagesAsLinks?: (alt: string) => string;
}

/** Rich text safe to render: no scripts, handlers, styles, frames or forms. */
export function sanitizePostHtml(html: string, { imagesAsLinks }: CleaningOptions = {}): string {
  const purifier = currentPurifier();
  if (!imagesAsLinks) return purifier.sanitize(html, RICH_TEXT);
  const fragment = purifier.sanitize(html, { ...RICH_TEXT, RETURN_DOM_FRAGMENT: true });
  const document = fragment.ownerDocument;
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    const src = image.getAttribute('src');
    if (!src) {
      image.remove();
      continue;
    }
    const link = document.createElement('a');
    link.setAttribute('href', src);
    link.setAttribute('data-image-link', '');
    link.textContent = imagesAsLinks(image.getAttribute('alt')?.trim() ?? '');
    openElsewhereIfAway(link, currentOrigin());
    image.replaceWith(link);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
