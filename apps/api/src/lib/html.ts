import sanitize from 'sanitize-html';

// What rich text in Aula may contain: text formatting, lists, links and images. No scripts,
// styles, iframes or event handlers; links may only be http(s), mailto or tel.
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Cleans HTML before it is stored, so every reader can insert it as is. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as HTML paragraphs, one per line, with every special character escaped. */
export function textToHtml(text: string): string {
  return text
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)}</p>`)
    .join('');
}
