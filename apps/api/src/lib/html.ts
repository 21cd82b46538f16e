import { isAllowedImageSource, RICH_TEXT_LINK_REL, richTextRules } from '@aula/contracts/rich-text';
import sanitize from 'sanitize-html';

// What rich text in Aula may contain comes from @aula/contracts/rich-text, the list the console's
// editor is held to as well: text formatting, lists, links and images. No scripts, styles, iframes
// or event handlers; links may only be http(s), mailto or tel, pictures only http(s) or the site's
// own media by its site address (`/media/…`); an address starting `//` is no site address.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...richTextRules.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextRules.allowedAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...richTextRules.allowedSchemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(richTextRules.allowedSchemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: RICH_TEXT_LINK_REL }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
};

/** Cleans HTML before it is stored, so every reader can insert it as is. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute of HTML or XML: its five special characters escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Plain text as HTML paragraphs, one per line, with every special character escaped. */
export function textToHtml(text: string): string {
  return text
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeMarkup(line)}</p>`)
    .join('');
}
