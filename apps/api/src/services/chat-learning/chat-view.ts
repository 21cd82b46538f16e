import type { ChatMessage } from '@aula/contracts/chat-learning';
import { escapeMarkup } from '../../lib/html';

// The development chat (GET /dev/whatsapp/{phone}): a conversation drawn as WhatsApp would show it,
// with forms that write as the learner. Plain HTML and CSS, no script: a reply is a form post.

export interface ViewedMessage {
  direction: 'in' | 'out';
  payload: ChatMessage;
  status: string;
  lastError: string | null;
  createdAt: Date;
}

/** WhatsApp's own marks in text: *bold*, _italic_, ~struck~; addresses as links; lines kept. */
export function whatsappTextHtml(text: string): string {
  return escapeMarkup(text)
    .replace(/(^|[\s(])\*([^*\n]+)\*/g, '$1<strong>$2</strong>')
    .replace(/(^|[\s(])_([^_\n]+)_/g, '$1<em>$2</em>')
    .replace(/(^|[\s(])~([^~\n]+)~/g, '$1<s>$2</s>')
    .replace(/https?:\/\/[^\s<)]+/g, (address) => `<a href="${address}" rel="noreferrer">${address}</a>`)
    .replace(/\n/g, '<br>');
}

const replyButton = (id: string, title: string, description?: string) =>
  `<button class="reply" name="reply" value="${escapeMarkup(id)}|${escapeMarkup(title)}">${escapeMarkup(title)}${
    description ? `<small>${escapeMarkup(description)}</small>` : ''
  }</button>`;

/** One message's content; taps on its buttons or rows post the form the page gives (`action`). */
function messageBody(message: ChatMessage, action: string): string {
  const caption = (text?: string) => (text ? `<p>${whatsappTextHtml(text)}</p>` : '');
  switch (message.kind) {
    case 'text':
      return `<p>${whatsappTextHtml(message.body)}</p>`;
    case 'image':
      return `<img src="${escapeMarkup(message.link)}" alt="${escapeMarkup(message.caption ?? '')}">${caption(message.caption)}`;
    case 'video':
      return `<video controls preload="none" src="${escapeMarkup(message.link)}"></video>${caption(message.caption)}`;
    case 'document':
      return `<p class="document">📄 <a href="${escapeMarkup(message.link)}" rel="noreferrer">${escapeMarkup(
        message.filename,
      )}</a></p>${caption(message.caption)}`;
    case 'buttons':
      return `<p>${whatsappTextHtml(message.body)}</p><form method="post" action="${action}" class="choices">${message.buttons
        .map((button) => replyButton(button.id, button.title))
        .join('')}</form>`;
    case 'list':
      return `<p>${whatsappTextHtml(message.body)}</p><form method="post" action="${action}" class="choices list"><p class="list-button">☰ ${escapeMarkup(
        message.button,
      )}</p>${message.rows.map((row) => replyButton(row.id, row.title, row.description)).join('')}</form>`;
  }
}

const time = (at: Date) => at.toISOString().slice(11, 16);

/** A status as a developer reads it: what WhatsApp says, or why the message was not sent. */
function statusNote(message: ViewedMessage): string {
  if (message.direction === 'in') return '';
  const note = message.status === 'cancelled' || message.status === 'failed' ? ` · ${message.lastError ?? ''}` : '';
  return ` · ${escapeMarkup(message.status)}${escapeMarkup(note)}`;
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;--bg:#efeae2;--in:#d9fdd3;--out:#fff;--ink:#111b21;--muted:#54656f;--accent:#027eb5}
@media (prefers-color-scheme:dark){:root{--bg:#0b141a;--in:#005c4b;--out:#202c33;--ink:#e9edef;--muted:#8696a0;--accent:#53bdeb}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink)}
header{position:sticky;top:0;background:#075e54;color:#fff;padding:.75rem 1rem}header h1{font-size:1.05rem;margin:0}header p{margin:.2rem 0 0;font-size:.85rem;opacity:.9}
main{max-width:48rem;margin:0 auto;padding:1rem .75rem 7rem;display:flex;flex-direction:column;gap:.5rem}
article{max-width:min(85%,30rem);padding:.5rem .65rem .35rem;border-radius:.6rem;background:var(--out);box-shadow:0 1px 1px #0002;overflow-wrap:anywhere}
article.in{align-self:flex-end;background:var(--in)}article p{margin:.15rem 0 .35rem;line-height:1.4}
article img,article video{display:block;max-width:100%;border-radius:.4rem}
a{color:var(--accent)}footer.meta{font-size:.72rem;color:var(--muted);text-align:right}
.choices{display:flex;flex-direction:column;gap:.3rem;margin:.35rem 0}
.reply{font:inherit;min-height:2.75rem;padding:.45rem;border:0;border-top:1px solid #8883;background:transparent;color:var(--accent);cursor:pointer}
.reply small{display:block;color:var(--muted)}.list-button{color:var(--accent);text-align:center}
.empty{color:var(--muted);text-align:center}
form.write{position:fixed;bottom:0;left:0;right:0;display:flex;gap:.5rem;padding:.6rem;background:var(--out)}
form.write label{position:absolute;left:-9999px}form.write input{flex:1;font:inherit;min-height:2.75rem;padding:.5rem .8rem;border-radius:1.4rem;border:1px solid #8886;background:var(--bg);color:var(--ink)}
form.write button{font:inherit;min-height:2.75rem;padding:0 1rem;border-radius:1.4rem;border:0;background:#00a884;color:#fff}
`;

/** The whole page of one number's conversation, newest at the bottom. */
export function chatPageHtml(view: {
  phone: string;
  learner: string | undefined;
  messages: ViewedMessage[];
  /** What the box holds when the page opens (a site link's message, as wa.me's `text` does). */
  draft?: string;
  /** The ally whose own number the chat writes to (its code); absent: the platform's number. */
  to?: string;
}): string {
  const action = `/dev/whatsapp/${encodeURIComponent(view.phone.replace(/^\+/, ''))}${view.to ? `?to=${encodeURIComponent(view.to)}` : ''}`;
  const number = view.to ? ` · writing to ${escapeMarkup(view.to)}'s number` : '';
  const who = view.learner
    ? `${escapeMarkup(view.learner)} · ${escapeMarkup(view.phone)}${number}`
    : `${escapeMarkup(view.phone)} · no account has this number yet${number}`;
  const messages =
    view.messages.length === 0
      ? '<p class="empty">No messages yet. Write as the learner below (e.g. "Hola").</p>'
      : view.messages
          .map(
            (message, index) =>
              `<article class="${message.direction}"${index === view.messages.length - 1 ? ' id="last"' : ''}>${messageBody(message.payload, action)}<footer class="meta">${time(
                message.createdAt,
              )}${statusNote(message)}</footer></article>`,
          )
          .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp (development) · ${escapeMarkup(view.phone)}</title><style>${STYLE}</style></head><body>
<header><h1>WhatsApp chat (development)</h1><p>${who}</p></header>
<main aria-live="polite">${messages}</main>
<form class="write" method="post" action="${action}"><label for="text">Message as the learner</label><input id="text" name="text" autocomplete="off" required maxlength="4096" placeholder="Escribe un mensaje"${
    view.draft ? ` value="${escapeMarkup(view.draft.slice(0, 4096))}"` : ''
  }><button>Send</button></form>
</body></html>`;
}
