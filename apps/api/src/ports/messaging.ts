import type { ChatMessage } from '@aula/contracts/chat-learning';

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

/** A template to register with WhatsApp (category UTILITY): its body with numbered variables. */
export interface TemplateSubmission {
  /** Lowercase letters, digits and underscores; never reused for another text. */
  name: string;
  language: string;
  /** The body, `{{1}}`, `{{2}}`... for its variables. */
  text: string;
  /** A sample value for each variable, in order: Meta's reviewers read the body with them. */
  examples: string[];
}

/** What the provider says of a registered template. */
export interface TemplateReview {
  status: 'pending' | 'approved' | 'rejected';
  /** Why it was rejected, in the provider's words; null otherwise. */
  reason: string | null;
  /** The provider's id of the template. */
  providerId: string | null;
}

/** A chat message to `to`, from the ally's own number (`from`: Meta's id of it) or, unset, the platform's. */
export interface ChatSend {
  to: string;
  message: ChatMessage;
  from?: string;
}

/** `to` is an E.164 number with '+'. */
export interface WhatsApp {
  sendText(message: { to: string; body: string }): Promise<SentMessage | undefined>;
  sendTemplate(message: TemplateMessage): Promise<SentMessage>;
  /**
   * A free-form message (text, media, reply buttons, a list): WhatsApp delivers one only inside the
   * 24 hours after the learner's last message, and the caller checks that window before sending.
   */
  sendMessage(message: ChatSend): Promise<SentMessage>;
  /** A one-time code; adapters may use a provider's authentication template for it. */
  sendCode(message: { to: string; code: string; body: string }): Promise<void>;
  /** Submits a template for the provider's approval; throws when the provider does not take it. */
  submitTemplate(template: TemplateSubmission): Promise<TemplateReview>;
  /** A submitted template's status now; undefined when the provider does not know it. */
  templateStatus(template: { name: string; language: string }): Promise<TemplateReview | undefined>;
}

/** The global fetch, or a fake of it in tests. */
export type Fetch = typeof fetch;
