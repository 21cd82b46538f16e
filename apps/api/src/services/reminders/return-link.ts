import type { FastifyInstance } from 'fastify';
import { issueReturnLink } from '../return-links';

// The one place reminders ask for a learner's single-use sign-in link (services/return-links.ts),
// tagged with the message so its openings count as that message's clicks.

export function returnLinkFor(
  app: FastifyInstance,
  message: { id: number; userId: number; allyCode: string; country: string; path: string },
): Promise<string> {
  return issueReturnLink(app, {
    userId: message.userId,
    allyCode: message.allyCode,
    country: message.country,
    path: message.path,
    source: reminderSource(message.id),
  });
}

const SOURCE = /^reminder:(\d+)$/;

export const reminderSource = (messageId: number) => `reminder:${messageId}`;

/** The message a return link was sent in, from its `source`; undefined for other links. */
export function messageIdOfSource(source: string | null): number | undefined {
  const match = source ? SOURCE.exec(source) : null;
  return match?.[1] ? Number(match[1]) : undefined;
}
