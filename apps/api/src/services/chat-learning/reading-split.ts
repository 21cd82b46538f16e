import { WHATSAPP_LIMITS } from '@aula/contracts/chat-learning';

// A reading as the chat shows it: messages a phone screen holds, cut where the text itself pauses
// (headings, paragraphs, sentences), the editor's formatting in WhatsApp's marks and its pictures
// where they stood. The HTML is always the sanitizer's output (lib/html.ts: a closed list of tags,
// quoted attributes, escaped text), so a small reader of tags suffices; the API depends on no
// HTML parser of its own and this is not worth adding one for.

/** Around this many characters a message reads on a phone without scrolling far. */
export const READABLE_SIZE = 700;

export type ReadingBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'image'; src: string; alt: string };

export type ReadingPiece = { kind: 'text'; body: string } | { kind: 'image'; src: string; alt: string };

// The sanitizer writes every other character as itself, so these and numbered ones are all it leaves.
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const MARKS: Record<string, string> = { strong: '*', b: '*', em: '_', i: '_' };
const HEADING = /^h[1-6]$/;
/** A line holding no words yet, only perhaps a list item's bullet. */
const BARE_LINE = /^\s*(?:[•◦]|\d+\.)?\s*$/;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, ...values] of source.matchAll(ATTRIBUTE)) {
    if (name) attributes[name.toLowerCase()] = decodeEntities(values.find((value) => value !== undefined) ?? '');
  }
  return attributes;
}

/** WhatsApp shows a mark only hugging words on one line: `*bold*`, never `* bold*` or across lines. */
function marked(text: string, mark: string): string {
  return text
    .split('\n')
    .map((line) =>
      line.replace(/^(\s*)(.*?)(\s*)$/, (all, lead, core, trail) =>
        core ? `${lead}${mark}${core}${mark}${trail}` : all,
      ),
    )
    .join('\n');
}

interface OpenInline {
  tag: string;
  at: number;
  href?: string;
}

/** Reads the tags of a reading in order, gathering the text of each block it ends. */
class BlockReader {
  readonly blocks: ReadingBlock[] = [];
  private text = '';
  private heading = false;
  private quote = 0;
  private readonly lists: { ordered: boolean; count: number }[] = [];
  private readonly inline: OpenInline[] = [];

  constructor(private readonly absoluteUrl: (pathOrUrl: string) => string) {}

  words(raw: string) {
    const words = decodeEntities(raw.replace(/[ \t\n\r\f]+/g, ' '));
    this.text += this.text === '' || /\s$/.test(this.text) ? words.trimStart() : words;
  }

  open(tag: string, attributes: Record<string, string>) {
    if (HEADING.test(tag)) {
      this.finish();
      this.heading = true;
    } else if (tag === 'p' || tag === 'div') {
      // A paragraph inside a list item is a line of that item: the list stays one message.
      if (this.lists.length === 0) this.finish();
      else if (!BARE_LINE.test(this.text.slice(this.text.lastIndexOf('\n') + 1))) this.newLine();
    } else if (tag === 'blockquote') {
      this.finish();
      this.quote += 1;
    } else if (tag === 'ul' || tag === 'ol') {
      if (this.lists.length === 0) this.finish();
      this.lists.push({ ordered: tag === 'ol', count: 0 });
    } else if (tag === 'li') {
      const list = this.lists.at(-1);
      this.newLine();
      if (!list) return;
      list.count += 1;
      const bullet = list.ordered ? `${list.count}. ` : this.lists.length > 1 ? '◦ ' : '• ';
      this.text += `${'  '.repeat(this.lists.length - 1)}${bullet}`;
    } else if (tag === 'br') {
      this.text = `${this.text.trimEnd()}\n`;
    } else if (tag === 'img') {
      this.picture(attributes);
    } else if (tag in MARKS || tag === 'a') {
      this.inline.push({ tag, at: this.text.length, ...(tag === 'a' ? { href: attributes.href ?? '' } : {}) });
    }
  }

  close(tag: string) {
    if (HEADING.test(tag)) {
      this.finish();
      this.heading = false;
    } else if ((tag === 'p' || tag === 'div') && this.lists.length === 0) {
      this.finish();
    } else if (tag === 'blockquote') {
      this.finish();
      this.quote = Math.max(0, this.quote - 1);
    } else if (tag === 'ul' || tag === 'ol') {
      this.lists.pop();
      if (this.lists.length === 0) this.finish();
    } else if (tag in MARKS || tag === 'a') {
      const index = this.inline.findLastIndex((open) => open.tag === tag);
      const [open] = index < 0 ? [] : this.inline.splice(index, 1);
      if (open) this.closeInline(open);
    }
  }

  /** Ends the block read so far; marks still open (a picture inside bold text) go on after it. */
  finish() {
    for (const open of [...this.inline].reverse()) this.closeInline(open);
    for (const open of this.inline) open.at = 0;
    const lines = this.text.split('\n').map((line) => line.trimEnd());
    const text = lines
      .filter((line) => line.trim() !== '')
      .join('\n')
      .trim();
    this.text = '';
    if (!text) return;
    if (this.heading) this.blocks.push({ kind: 'heading', text: `*${text.replace(/\s*\n\s*/g, ' ')}*` });
    else if (this.quote > 0) this.blocks.push({ kind: 'text', text: text.replace(/^/gm, '> ') });
    else this.blocks.push({ kind: 'text', text });
  }

  private newLine() {
    if (this.text !== '' && !this.text.endsWith('\n')) this.text = `${this.text.trimEnd()}\n`;
  }

  private closeInline(open: OpenInline) {
    const at = Math.min(open.at, this.text.length);
    const inner = this.text.slice(at);
    const mark = MARKS[open.tag];
    if (open.href !== undefined) {
      this.text = this.text.slice(0, at) + this.linked(inner, open.href);
    } else if (mark && !this.heading && !this.inline.some((other) => other !== open && MARKS[other.tag] === mark)) {
      // A heading is bold as a whole, and a mark inside the same mark would only show its stars.
      this.text = this.text.slice(0, at) + marked(inner, mark);
    }
  }

  /** A link as text and address, since a chat message has no hidden targets. */
  private linked(label: string, href: string): string {
    if (!href.trim()) return label;
    const address = /^(mailto|tel):/i.test(href) ? href.replace(/^(mailto|tel):/i, '') : this.absoluteUrl(href);
    const words = label.trim();
    if (!words) return `${label}${address}`;
    if (words === address || words === href) return label.replace(words, () => address);
    return label.replace(/\s*$/, (trail) => ` (${address})${trail}`);
  }

  private picture(attributes: Record<string, string>) {
    const src = attributes.src?.trim();
    if (!src) return;
    this.finish();
    const alt = (attributes.alt ?? '').replace(/\s+/g, ' ').trim();
    // The address as stored: the caller looks the file up by it before making it absolute.
    this.blocks.push({ kind: 'image', src, alt });
  }
}

/**
 * The blocks of a reading the console's editor wrote (sanitized HTML), in their order: links
 * written out with `absoluteUrl`, pictures left at their address as stored.
 */
export function htmlBlocks(html: string, absoluteUrl: (pathOrUrl: string) => string): ReadingBlock[] {
  const reader = new BlockReader(absoluteUrl);
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    reader.words(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, attributes] = match;
    if (!name) continue;
    if (closing) reader.close(name.toLowerCase());
    else reader.open(name.toLowerCase(), attributesOf(attributes ?? ''));
  }
  reader.words(html.slice(last));
  reader.finish();
  return reader.blocks;
}

/** The paragraphs of a plain-text reading (the seed's): blank lines part them. */
export function plainBlocks(text: string): ReadingBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ kind: 'text', text: paragraph }));
}

// Where a text too long for one message is cut, largest pause first: lines (list items, line
// breaks), then sentence ends, then spaces between words.
const CUTS = [/\n+/, /(?<=[.!?…]['"”’»)]*)\s+/, /\s+/];
const JOINS = ['\n', ' ', ' '];

/** A single word longer than `max` (a pasted address, say): the one thing cut mid-word. */
function slices(word: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const char of word) {
    if (current.length + char.length > max) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  return current ? [...out, current] : out;
}

/**
 * `text` in pieces of at most `size` characters where it can pause there, and never above `max`:
 * a word longer than `size` is kept whole unless it is longer than `max`.
 */
export function splitText(text: string, size: number, max: number, level = 0): string[] {
  const cut = CUTS[level];
  if (text.length <= size) return [text];
  if (!cut) return text.length <= max ? [text] : slices(text, max);
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(cut).filter((part) => part !== '')) {
    const joined = current ? `${current}${JOINS[level]}${part}` : part;
    if (joined.length <= size) {
      current = joined;
      continue;
    }
    if (current) pieces.push(current);
    current = part.length <= size ? part : '';
    if (!current) pieces.push(...splitText(part, size, max, level + 1));
  }
  return current ? [...pieces, current] : pieces;
}

/**
 * A reading's blocks as chat messages: small paragraphs merged up to `size`, a long one cut, a
 * heading always opening a message and staying with the text after it, pictures where they stood.
 * `lead` (the part's title) opens the first message the same way a heading does.
 */
export function readingPieces(
  blocks: readonly ReadingBlock[],
  { lead, size = READABLE_SIZE, max = WHATSAPP_LIMITS.textBody }: { lead?: string; size?: number; max?: number } = {},
): ReadingPiece[] {
  const pieces: ReadingPiece[] = [];
  let body = '';
  // The body holds only headings so far: the text that follows joins it up to `max`, not `size`.
  let headingsOnly = false;
  const flush = () => {
    if (body) pieces.push({ kind: 'text', body });
    body = '';
  };
  const add = (chunk: string, heading: boolean) => {
    const joined = `${body}\n\n${chunk}`;
    const merges = body !== '' && (headingsOnly ? joined.length <= max : !heading && joined.length <= size);
    if (!merges) flush();
    body = merges ? joined : chunk;
    headingsOnly = heading;
  };
  for (const chunk of lead ? splitText(lead.trim(), size, max) : []) if (chunk) add(chunk, true);
  for (const block of blocks) {
    if (block.kind === 'image') {
      flush();
      pieces.push(block);
      continue;
    }
    for (const chunk of splitText(block.text.trim(), size, max)) if (chunk) add(chunk, block.kind === 'heading');
  }
  flush();
  return pieces;
}
