import { Fragment, type ReactNode } from 'react';
import { OutLink } from './chat-layout';

// WhatsApp's own marks in a message's text drawn as React elements (never as HTML): *bold*,
// _italic_, ~struck~, and the addresses it sends as links. A mark counts as WhatsApp counts it:
// opened at the start or after a space or sign (not inside a word, as in 2*3*4), closed before one.

const ADDRESS = /(https?:\/\/[^\s<>"]+)/;
const MARKED = /(^|[^\p{L}\p{N}])([*_~])(\S(?:[^\n]*?\S)?)\2(?![\p{L}\p{N}])/u;
const TAGS = { '*': 'strong', _: 'em', '~': 's' } as const;

/** Marks read in a piece of text without an address, nested marks too (*_both_*). */
function marked(text: string, key: string): ReactNode[] {
  const match = MARKED.exec(text);
  if (!match) return text ? [text] : [];
  const [whole, before = '', mark = '*', inside = ''] = match;
  const start = match.index + before.length;
  const Tag = TAGS[mark as keyof typeof TAGS];
  return [
    text.slice(0, start),
    <Tag key={`${key}.${start}`}>{marked(inside, `${key}.${start}`)}</Tag>,
    ...marked(text.slice(match.index + whole.length), `${key}+`),
  ];
}

/** `text` with its marks drawn and its addresses as links; line breaks are the container's (pre-wrap). */
export function WhatsAppText({ text }: { text: string }) {
  return text.split(ADDRESS).map((piece, index) => (
    <Fragment key={index}>
      {index % 2 === 1 ? (
        <OutLink href={piece} rel="noreferrer" target="_blank">
          {piece}
        </OutLink>
      ) : (
        marked(piece, String(index))
      )}
    </Fragment>
  ));
}
