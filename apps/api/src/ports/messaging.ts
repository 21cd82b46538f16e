/** An email ready to send: plain text for every client, HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The ally the mail speaks for: shown as the sender's name, with MAIL_FROM's address. */
  senderName?: string;
}

export interface Mailer {
  /** Settles once the message is handed over; what it resolves with is adapter-specific. */
  send(message: MailMessage): Promise<unknown>;
}

/** What a provider answers for a sent message: its id, which its delivery statuses name later. */
export interface SentMessage {
  id?: string;
}

/**
 * A message template the business registered with WhatsApp (by name and language), its numbered
 * variables in order; the only kind of message allowed outside the 24 hours after the learner's last message.
 */
export interface TemplateMessage {
  to: string;
  name: string;
  language: string;
  parameters: string[];
  /** The same message as text, for the development outbox and logs. */
  body: string;
}

/** `to` is an E.164 number with '+'. */
export interface WhatsApp {
  sendText(message: { to: string; body: string }): Promise<SentMessage | undefined>;
  sendTemplate(message: TemplateMessage): Promise<SentMessage>;
  /** A one-time code; adapters may use a provider's authentication template for it. */
  sendCode(message: { to: string; code: string; body: string }): Promise<void>;
}

/** The global fetch, or a fake of it in tests. */
export type Fetch = typeof fetch;
