/** Adults read about 200 words a minute on a phone; a post is never "0 min". */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML body: its words (tags left out) at WORDS_PER_MINUTE, rounded up. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
