import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../ports/messaging';

/** MAIL_FROM's address under the ally's name: the learner reads who wrote, not the product. */
function fromAs(name: string, configured: string) {
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name, address };
}

/** Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  /** `transport` is an SMTP URL or any nodemailer transport (tests use jsonTransport). */
  constructor(
    transport: string | Parameters<typeof nodemailer.createTransport>[0],
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(transport);
  }

  /** Resolves with nodemailer's delivery report (the port only needs it to settle). */
  send({ senderName, ...message }: MailMessage) {
    return this.transport.sendMail({ from: senderName ? fromAs(senderName, this.from) : this.from, ...message });
  }

  close() {
    this.transport.close();
  }
}
