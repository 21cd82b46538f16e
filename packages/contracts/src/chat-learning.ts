import { z } from 'zod';

// Learning inside WhatsApp (issue 42): what the chat sends a learner, held to the Cloud API's own
// limits so that a message the server composes is never refused for its length, and the words a
// learner may reply with, typed or tapped.

/** The Cloud API's limits on what one message carries (characters; bytes for media). */
export const WHATSAPP_LIMITS = {
  textBody: 4096,
  caption: 1024,
  interactiveBody: 1024,
  buttonsMax: 3,
  buttonTitle: 20,
  listButton: 20,
  listRowsMax: 10,
  listRowTitle: 24,
  listRowDescription: 72,
  replyId: 256,
  documentFilename: 240,
  /** Videos above this are not sent as a video message: their low-data version or a link instead. */
  videoBytes: 16 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  documentBytes: 100 * 1024 * 1024,
} as const;

const limited = (max: number) => z.string().min(1).max(max);
const mediaLink = z.url({ protocol: /^https?$/ }).max(2000);
const replyOption = z.object({ id: limited(WHATSAPP_LIMITS.replyId), title: limited(WHATSAPP_LIMITS.buttonTitle) });
const listRow = z.object({
  id: limited(WHATSAPP_LIMITS.replyId),
  title: limited(WHATSAPP_LIMITS.listRowTitle),
  description: z.string().max(WHATSAPP_LIMITS.listRowDescription).optional(),
});

/** One message the chat sends: a kind the Cloud API sends free-form inside the 24-hour window. */
export const chatMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), body: limited(WHATSAPP_LIMITS.textBody) }),
  z.object({
    kind: z.literal('image'),
    link: mediaLink,
    caption: z.string().max(WHATSAPP_LIMITS.caption).optional(),
  }),
  z.object({
    kind: z.literal('video'),
    link: mediaLink,
    caption: z.string().max(WHATSAPP_LIMITS.caption).optional(),
  }),
  z.object({
    kind: z.literal('document'),
    link: mediaLink,
    filename: limited(WHATSAPP_LIMITS.documentFilename),
    caption: z.string().max(WHATSAPP_LIMITS.caption).optional(),
  }),
  z.object({
    kind: z.literal('buttons'),
    body: limited(WHATSAPP_LIMITS.interactiveBody),
    buttons: z.array(replyOption).min(1).max(WHATSAPP_LIMITS.buttonsMax),
  }),
  z.object({
    kind: z.literal('list'),
    body: limited(WHATSAPP_LIMITS.interactiveBody),
    button: limited(WHATSAPP_LIMITS.listButton),
    rows: z.array(listRow).min(1).max(WHATSAPP_LIMITS.listRowsMax),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatMessageKind = ChatMessage['kind'];

/** What a learner's reply asks for, whether typed or tapped. BAJA is the reminders' opt-out (isOptOutReply). */
export const CHAT_COMMANDS = ['next', 'repeat', 'menu', 'help'] as const;
export type ChatCommand = (typeof CHAT_COMMANDS)[number];

/** The words of each command, Spanish first, compared without accents or case. */
export const CHAT_COMMAND_WORDS: Record<ChatCommand, readonly string[]> = {
  next: ['siguiente', 'seguir', 'continuar', 'next', 'continue'],
  repeat: ['repetir', 'otra vez', 'repeat', 'again'],
  menu: ['menu', 'inicio', 'modulos', 'start'],
  help: ['ayuda', 'help', '?'],
};

/** A reply reduced to what is compared: no accents, lower case, no closing punctuation. */
export function plainReply(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/^[¡¿]+|(?<=\S)[.!?]+$/g, '')
    .toLowerCase();
}

/** The command a reply names, if any. */
export function chatCommand(text: string): ChatCommand | undefined {
  const reply = plainReply(text);
  return CHAT_COMMANDS.find((command) => CHAT_COMMAND_WORDS[command].includes(reply));
}
