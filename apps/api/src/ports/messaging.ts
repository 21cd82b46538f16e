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

/** `to` is an E.164 number with '+'. */
export interface WhatsApp {
  sendText(message: { to: string; body: string }): Promise<void>;
  /** A one-time code; adapters may use a provider's authentication template for it. */
  sendCode(message: { to: string; code: string; body: string }): Promise<void>;
}

/** The global fetch, or a fake of it in tests. */
export type Fetch = typeof fetch;
