import { plainReply } from '@aula/contracts/chat-learning';

// How the chat reads what a number registering in it writes (chat-registration.ts): its name, its
// answer to the terms, its code or its asking for a new one.

/** The longest name the site's registration takes (`personName` in @aula/contracts/account). */
const NAME_MAX = 80;

export type NameProblem = 'nameMissing' | 'nameTooLong' | 'nameNoLetters';

/** A name as written, trimmed and on one line (a chat message may hold several). */
export const chatName = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Why a name is refused: the site's rules (1 to 80 characters once trimmed), and no letter at all
 * ("12345", "👍"), which in the chat is a reply to something else rather than a name.
 */
export function nameProblem(name: string): NameProblem | undefined {
  if (name === '') return 'nameMissing';
  if (name.length > NAME_MAX) return 'nameTooLong';
  if (!/\p{L}/u.test(name)) return 'nameNoLetters';

  return undefined;
}

export const ACCEPT_ID = 'accept';
export const DECLINE_ID = 'decline';
const ACCEPT_WORDS = ['acepto', 'si', 'accept', 'i accept', 'yes'];
const DECLINE_WORDS = ['no', 'no gracias', 'no, gracias', 'no thanks', 'no, thanks'];

/** The answer to the terms, tapped or typed; undefined for anything else. */
export function termsChoice(reply: { text: string; id?: string }): 'accept' | 'decline' | undefined {
  const word = plainReply(reply.text);
  if (reply.id === ACCEPT_ID || ACCEPT_WORDS.includes(word)) return 'accept';
  if (reply.id === DECLINE_ID || DECLINE_WORDS.includes(word)) return 'decline';
  return undefined;
}

/** The six digits of a code as written ("123 456" too); undefined for anything else. */
export function codeOf(text: string): string | undefined {
  const digits = text.trim();
  return /^\d(?:\s*\d){5}$/.test(digits) ? digits.replace(/\s/g, '') : undefined;
}

/** Whether the number asks for a new code: «CÓDIGO», "codigo" or "code". */
export const asksNewCode = (text: string): boolean => ['codigo', 'code'].includes(plainReply(text));
