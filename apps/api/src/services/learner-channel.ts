import type { FastifyInstance } from 'fastify';

// A message to a learner in the channel they chose (reminders, webinar codes): an email in the
// ally's name, or WhatsApp, as free text within 24 hours of the learner's last message to the
// ally's number and otherwise as the ally's registered template (the only kind Meta allows then).

const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The public origin a message's links are written with: the ally's own host when it has one, else
 * the first front-end origin of the configuration.
 */
export function siteOrigin(app: FastifyInstance, allyCode?: string): string {
  return (allyCode && app.allyHosts.originOf(allyCode)) || (app.config.frontendOrigins[0] ?? '');
}

export interface LearnerAddress {
  email: string | null;
  phone: string | null;
  /** The ally the message speaks for: the mail's sender name. */
  allyName: string;
}

export interface ChannelMessage {
  channel: 'whatsapp' | 'email';
  language: string;
  /** The mail's subject (WhatsApp has none). */
  subject: string;
  text: string;
  /** The ally's WhatsApp template for the same words, with its numbered values in order. */
  template: {
    name: string;
    parameters: string[];
    /** The template's own words filled in, when they are not `text` (a changed text still in Meta's review). */
    text?: string;
  };
  /** The learner's last WhatsApp message to the ally (reminder_preferences), null when none. */
  lastInboundAt: Date | null;
}

export interface ChannelReceipt {
  viaTemplate: boolean;
  /** The provider's id of the message (WhatsApp), which its delivery statuses name later. */
  providerId: string | null;
}

/** Sends it; throws (no address, the provider's refusal) for the caller to record as failed. */
export async function sendToLearner(
  app: FastifyInstance,
  to: LearnerAddress,
  message: ChannelMessage,
  now: Date,
): Promise<ChannelReceipt> {
  if (message.channel === 'email') {
    if (!to.email) throw new Error('no email address');
    await app.ports.mailer.send({
      to: to.email,
      senderName: to.allyName,
      subject: message.subject,
      text: message.text,
      html: htmlOf(message.text),
    });
    return { viaTemplate: false, providerId: null };
  }
  if (!to.phone) throw new Error('no phone number');
  const inWindow = message.lastInboundAt !== null && now.getTime() - message.lastInboundAt.getTime() < WINDOW_MS;
  const sent = inWindow
    ? await app.ports.whatsapp.sendText({ to: to.phone, body: message.text })
    : await app.ports.whatsapp.sendTemplate({
        to: to.phone,
        name: message.template.name,
        language: message.language,
        parameters: message.template.parameters,
        body: message.template.text ?? message.text,
      });
  return { viaTemplate: !inWindow, providerId: sent?.id ?? null };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail's HTML: the same lines, each link clickable. */
function htmlOf(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('');
}
