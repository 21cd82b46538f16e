/**
 * What rich text in Aula may contain (reading parts, introductions, blog posts): text formatting,
 * lists, links and images; no scripts, styles, frames or event handlers. One list for everyone who
 * touches it: the API's sanitiser (apps/api/src/lib/html.ts) is built from it, the console's editor
 * (@aula/console RichTextEditor) is configured to produce nothing outside it, and the lesson player
 * cleans again with the same tags. Shaped like sanitize-html's options so the API spreads it as is.
 */
export const richTextRules = {
  // b and i are kept for older content; the editor writes strong and em.
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
} as const satisfies {
  allowedTags: readonly string[];
  allowedAttributes: Readonly<Record<string, readonly string[]>>;
  allowedSchemes: readonly string[];
  allowedSchemesByTag: Readonly<Record<string, readonly string[]>>;
};

/** Every stored link carries this rel, so a page it opens cannot reach back to ours. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

/** The headings rich text may use: the page's own title is the h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/**
 * A picture of the site's own media by its site address (`/media/uploads/…`): it works on every host
 * name the ally's site answers at, where a full address ties the text to one of them.
 */
const SITE_MEDIA_PATH = /^\/media\/[\w-]+(?:\/[\w.-]+)*$/;

/** Whether rich text may show a picture from `src`: an http(s) address or the site's own media. */
export function isAllowedImageSource(src: string): boolean {
  const address = src.trim();
  if (SITE_MEDIA_PATH.test(address)) return !address.split('/').some((segment) => segment.startsWith('.'));
  return /^https?:\/\/[^\s]+$/i.test(address);
}
