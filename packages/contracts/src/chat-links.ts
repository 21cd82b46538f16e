// Links into an ally's WhatsApp chat (issue 42), without zod: the landing and the module page draw
// them, and the chat reads back the module a link's message names.

/**
 * The words a site link ("Aprender por WhatsApp") puts in the learner's message box: readable to
 * them, and carrying the module's id so that sending it starts that module in the chat.
 */
export function chatStartText(module: { id: number; title: string }, language: 'es' | 'en'): string {
  return language === 'en'
    ? `I want to learn «${module.title}» (M${module.id})`
    : `Quiero aprender «${module.title}» (M${module.id})`;
}

/** The module id a learner's message names, as `chatStartText` wrote it (edited or not around it). */
export function chatStartModule(text: string): number | undefined {
  const id = /\(M(\d{1,9})\)/.exec(text)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** A link that opens a chat with `number` (E.164), the message box holding `text`. */
export function whatsappChatLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
