import type { ChatMessage } from '@aula/contracts/chat-learning';
import { templateRuleBreach } from '@aula/contracts/reminder-templates';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema/outbox';
import type {
  Mailer,
  MailMessage,
  SentMessage,
  TemplateMessage,
  TemplateReview,
  TemplateSubmission,
  WhatsApp,
} from '../ports/messaging';

/** Development stand-in for both providers: messages land in the outbox_messages table. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Database) {}

  async send({ to, subject, text, html }: MailMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({ channel: 'email', recipient: to, subject, body: text, html });
  }
}

export class OutboxWhatsApp implements WhatsApp {
  /** The templates this process has decided on, by name and language. */
  private readonly reviews = new Map<string, TemplateReview>();

  constructor(private readonly db: Database) {}

  async sendText({ to, body }: { to: string; body: string }): Promise<SentMessage> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: 'whatsapp', recipient: to, body })
      .returning({ id: outboxMessages.id });
    return { id: `outbox-${row?.id}` };
  }

  /** Kept as text with the template's name and language first, as a developer would want to see it. */
  async sendTemplate({ to, name, language, body }: TemplateMessage): Promise<SentMessage> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: 'whatsapp', recipient: to, subject: `template ${name} (${language})`, body })
      .returning({ id: outboxMessages.id });
    return { id: `outbox-${row?.id}` };
  }

  /** The message kept whole (`payload`) and as text a developer reads as the learner would see it. */
  async sendMessage({ to, message }: { to: string; message: ChatMessage }): Promise<SentMessage> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: 'whatsapp', recipient: to, body: readableChatMessage(message), payload: message })
      .returning({ id: outboxMessages.id });
    return { id: `outbox-${row?.id}` };
  }

  async sendCode({ to, body }: { to: string; code: string; body: string }): Promise<void> {
    await this.sendText({ to, body });
  }

  /** Decided at once, as Meta would: approved, or rejected when the body breaks one of Meta's rules (the contract's list). */
  async submitTemplate({ name, language, text }: TemplateSubmission): Promise<TemplateReview> {
    const reason = templateRuleBreach(text);
    const review: TemplateReview = {
      status: reason ? 'rejected' : 'approved',
      reason: reason ?? null,
      providerId: `local-${name}-${language}`,
    };
    this.reviews.set(`${name}:${language}`, review);
    return review;
  }

  /** Only what this process decided: every decision is final, so nothing asks again after a restart. */
  async templateStatus({ name, language }: { name: string; language: string }): Promise<TemplateReview | undefined> {
    return this.reviews.get(`${name}:${language}`);
  }
}

/** A chat message as lines of text: media by caption and link, buttons as `[ title ]`, list rows numbered. */
export function readableChatMessage(message: ChatMessage): string {
  const lines = (...parts: (string | undefined)[]) => parts.filter((part) => part).join('\n');
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'image':
    case 'video':
      return lines(message.caption, message.link);
    case 'document':
      return lines(message.caption, `${message.filename}: ${message.link}`);
    case 'buttons':
      return lines(message.body, ...message.buttons.map(({ title }) => `[ ${title} ]`));
    case 'list':
      return lines(
        message.body,
        `${message.button}:`,
        ...message.rows.map(
          ({ title, description }, at) => `${at + 1}. ${title}${description ? ` - ${description}` : ''}`,
        ),
      );
  }
}

/** Newest first; `to` narrows to one recipient. */
export function readOutbox(db: Database, { to, limit = 50 }: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
