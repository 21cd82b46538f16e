import { type ChatMessage, chatMessage, plainReply, WHATSAPP_LIMITS } from '@aula/contracts/chat-learning';
import { DEFAULT_PASS_MARK, type LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { PartContent } from '../../repositories/lesson-content';
import type { ChatLanguage } from './chat-words';
import { PART_WORDS } from './messages';
import { htmlBlocks, plainBlocks, type ReadingBlock, type ReadingPiece, readingPieces } from './reading-split';

// A lesson part as the messages the chat sends for it, in order: its text (the title opening it),
// then its video, file or questions. Pure: what is known of the media and the order the learner's
// questions come in are handed in, so the same part always reads the same in the chat.

/** What the caller knows of a file the part points at. */
export interface MediaFacts {
  bytes?: number;
  /** As found in the file (media_objects.content_type); else the address's extension is trusted. */
  contentType?: string;
  /** A smaller MP4 of a video, for learners on little data. */
  lowData?: { url: string; bytes: number };
  /** A picture of ours as the JPEG WhatsApp shows (`/media/whatsapp/…`): sent instead of the file. */
  jpeg?: { url: string; bytes: number };
}

export interface PartMessageContext {
  language: ChatLanguage;
  /** An address as stored (`/media/…` or a full one) as the Cloud API fetches it: absolute http(s). */
  absoluteUrl: (pathOrUrl: string) => string;
  /** What is known of the file at an address as stored (a part's media, a picture's src), if anything. */
  media: (url: string) => MediaFacts | undefined;
  /** A check's questions in the order of the learner's next try (learnerCheckOf); else as stored. */
  questions?: LearnerCheck['questions'];
  /** False when the conversation asks a check's questions one at a time (questionMessage): only its intro. */
  askQuestions?: boolean;
}

export type ChatPart = Pick<
  PartContent,
  'id' | 'title' | 'kind' | 'content' | 'contentHtml' | 'mediaUrl' | 'checkDefinition'
>;

type Caption = { caption?: string };
type Question = LearnerCheck['questions'][number];

// What WhatsApp plays or shows inline; anything else goes as a link (uploads keep pictures as WebP,
// so the caller hands in their JPEG).
const INLINE_TYPES = { image: ['image/jpeg', 'image/png'], video: ['video/mp4', 'video/3gpp'] };
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
};

function contentTypeOf(url: string, facts: MediaFacts | undefined): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return facts?.contentType ?? (extension ? EXTENSION_TYPES[extension] : undefined);
}

/** `text` cut to `max` at a space where one is near, marked as cut. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const text = (body: string): ChatMessage => ({ kind: 'text', body: shortened(body, WHATSAPP_LIMITS.textBody) });

/** The message if the contract takes it (an absolute http(s) address among others), else its fallback. */
const sendable = (message: ChatMessage, fallback: () => ChatMessage): ChatMessage =>
  chatMessage.safeParse(message).success ? message : fallback();

// A picture of unknown size is sent (a reading's pictures are small); a video of unknown size is
// not (most are above the limit), as the rule for videos says.
function pictureMessage(piece: Extract<ReadingPiece, { kind: 'image' }>, context: PartMessageContext): ChatMessage {
  const facts = context.media(piece.src);
  const asLink = () => {
    const link = context.absoluteUrl(piece.src);
    return text(piece.alt ? `${piece.alt} (${link})` : link);
  };
  const inline = INLINE_TYPES.image.includes(contentTypeOf(piece.src, facts) ?? '');
  const itself = inline ? { url: piece.src, bytes: facts?.bytes ?? 0 } : undefined;
  const shown = [facts?.jpeg, itself].find((file) => file && file.bytes <= WHATSAPP_LIMITS.imageBytes);
  if (!shown) return asLink();
  const caption = piece.alt ? { caption: shortened(piece.alt, WHATSAPP_LIMITS.caption) } : {};
  return sendable({ kind: 'image', link: context.absoluteUrl(shown.url), ...caption }, asLink);
}

/** The video itself when WhatsApp takes it, else its low-data version, else a link to watch it. */
function videoMessage(url: string, caption: Caption, context: PartMessageContext): ChatMessage {
  const facts = context.media(url);
  const asLink = () => text(PART_WORDS[context.language].watchVideo(context.absoluteUrl(url)));
  const fits = (bytes: number | undefined) => bytes !== undefined && bytes <= WHATSAPP_LIMITS.videoBytes;
  const playable = INLINE_TYPES.video.includes(contentTypeOf(url, facts) ?? '') && fits(facts?.bytes);
  const link = playable ? url : fits(facts?.lowData?.bytes) ? facts?.lowData?.url : undefined;
  if (!link) return asLink();
  return sendable({ kind: 'video', link: context.absoluteUrl(link), ...caption }, asLink);
}

function documentMessage(url: string, caption: Caption, context: PartMessageContext): ChatMessage {
  const words = PART_WORDS[context.language];
  const link = context.absoluteUrl(url);
  const asLink = () => text(words.getFile(link));
  if ((context.media(url)?.bytes ?? 0) > WHATSAPP_LIMITS.documentBytes) return asLink();
  const name = url.split(/[?#]/)[0]?.split('/').at(-1) ?? '';
  let filename = name;
  try {
    filename = decodeURIComponent(name);
  } catch {
    // A stray % in the name: the name as written is still a name.
  }
  filename = shortened(filename.trim(), WHATSAPP_LIMITS.documentFilename) || words.file;
  return sendable({ kind: 'document', link, filename, ...caption }, asLink);
}

export interface CheckReply {
  partId: number;
  questionId: number;
  optionId: number;
}

/** The id of a tapped option: all the caller needs to record the answer, whatever came in between. */
export const checkReplyId = ({ partId, questionId, optionId }: CheckReply) =>
  `check:${partId}:${questionId}:${optionId}`;

export function parseCheckReplyId(id: string): CheckReply | undefined {
  const match = /^check:(\d{1,15}):(\d{1,15}):(\d{1,15})$/.exec(id);
  if (!match) return undefined;
  const [, partId, questionId, optionId] = match;
  return { partId: Number(partId), questionId: Number(questionId), optionId: Number(optionId) };
}

/** The options a typed reply names by their number ("2", "1,3"), from 0; none if one is out of range. */
export function numberedChoice(reply: string, optionCount: number): number[] | undefined {
  const numbers = [...new Set((reply.match(/\d+/g) ?? []).map(Number))];
  if (numbers.length === 0 || numbers.some((number) => number < 1 || number > optionCount)) return undefined;
  return numbers.map((number) => number - 1);
}

/** A row for an option: its start as the title, the rest below it, if the two hold it all. */
function listRow(option: Question['options'][number], id: string) {
  if (option.text.length <= WHATSAPP_LIMITS.listRowTitle) return { id, title: option.text };
  const title = shortened(option.text, WHATSAPP_LIMITS.listRowTitle);
  const description = option.text.slice(title.length - 1).trim();
  return description.length <= WHATSAPP_LIMITS.listRowDescription ? { id, title, description } : undefined;
}

/** One question of a check: tappable when its options fit WhatsApp's buttons or list, else numbered. */
export function questionMessage(
  partId: number,
  question: Question,
  position: { index: number; total: number },
  language: ChatLanguage,
): ChatMessage {
  const words = PART_WORDS[language];
  const { options } = question;
  const id = (option: Question['options'][number]) =>
    checkReplyId({ partId, questionId: question.id, optionId: option.id });
  const heading = `${words.question(position.index + 1, position.total)}\n\n${question.prompt}`;
  const body = shortened(heading, WHATSAPP_LIMITS.interactiveBody);
  if (question.kind !== 'multiple') {
    const titles = options.map((option) => option.text);
    const short = titles.every((title) => title.length <= WHATSAPP_LIMITS.buttonTitle);
    if (options.length <= WHATSAPP_LIMITS.buttonsMax && short && new Set(titles).size === titles.length) {
      return { kind: 'buttons', body, buttons: options.map((option) => ({ id: id(option), title: option.text })) };
    }
    const rows = options.map((option) => listRow(option, id(option)));
    if (options.length <= WHATSAPP_LIMITS.listRowsMax && rows.every((row) => row !== undefined)) {
      return { kind: 'list', body, button: words.seeOptions, rows };
    }
  }
  const numbered = options.map((option, index) => `${index + 1}. ${option.text}`).join('\n');
  return text(`${heading}\n\n${numbered}\n\n${question.kind === 'multiple' ? words.replyMany : words.replyOne}`);
}

/**
 * The option ids a reply chooses for `question`: a tapped option of this very question, else the
 * options' numbers as `questionMessage` listed them, else one option's words typed out.
 */
export function answerOf(
  reply: { text: string; id?: string },
  partId: number,
  question: Question,
): number[] | undefined {
  const tapped = reply.id ? parseCheckReplyId(reply.id) : undefined;
  if (tapped) {
    const ours = tapped.partId === partId && tapped.questionId === question.id;
    return ours && question.options.some((option) => option.id === tapped.optionId) ? [tapped.optionId] : undefined;
  }
  const chosen = numberedChoice(reply.text, question.options.length);
  const typed = question.options.find((option) => plainReply(option.text) === plainReply(reply.text));
  if (!chosen) return typed ? [typed.id] : undefined;
  if (question.kind !== 'multiple' && chosen.length !== 1) return undefined;
  return chosen.flatMap((index) => question.options[index]?.id ?? []);
}

/** The message opening a lesson in the chat: its title in bold, then its introduction. */
export function lessonIntroMessage(lesson: { title: string; introduction: string | null }): ChatMessage {
  const intro = lesson.introduction?.trim();
  return text(intro ? `*${lesson.title}*\n\n${intro}` : `*${lesson.title}*`);
}

/** The messages that show `part` to a learner in the chat, each one the Cloud API accepts. */
export function partMessages(part: ChatPart, context: PartMessageContext): ChatMessage[] {
  const words = PART_WORDS[context.language];
  const title = part.title.trim();
  const lead = title ? `*${title}*` : undefined;
  const blocks =
    part.contentHtml === null ? plainBlocks(part.content) : htmlBlocks(part.contentHtml, context.absoluteUrl);
  const reading = (more: ReadingBlock[] = []) =>
    readingPieces([...blocks, ...more], lead ? { lead } : {}).map((piece) =>
      piece.kind === 'text' ? text(piece.body) : pictureMessage(piece, context),
    );

  if ((part.kind === 'video' || part.kind === 'download') && part.mediaUrl) {
    // With no text of its own the media opens the part, its caption the title line.
    const line = blocks.length > 0 ? title : lead;
    const caption = line ? { caption: shortened(line, WHATSAPP_LIMITS.caption) } : {};
    const media = part.kind === 'video' ? videoMessage : documentMessage;
    return [...(blocks.length > 0 ? reading() : []), media(part.mediaUrl, caption, context)];
  }
  if (part.kind === 'check') {
    const questions = context.questions ?? part.checkDefinition?.questions ?? [];
    if (questions.length === 0) return reading();
    const passMark = part.checkDefinition?.pass_mark ?? DEFAULT_PASS_MARK;
    const intro: ReadingBlock = { kind: 'text', text: words.checkIntro(questions.length, passMark) };
    const asked = context.askQuestions === false ? [] : questions;
    const total = questions.length;
    return [
      ...reading([intro]),
      ...asked.map((question, index) => questionMessage(part.id, question, { index, total }, context.language)),
    ];
  }
  return reading();
}
