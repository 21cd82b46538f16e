import type { Fetch, SentMessage, TemplateMessage, WhatsApp } from '../ports/messaging';

const GRAPH = 'https://graph.facebook.com/v20.0';

/** WhatsApp Cloud API: POST /<phone number id>/messages with the business's bearer token. */
export class WhatsAppCloud implements WhatsApp {
  constructor(
    private readonly options: { token: string; phoneNumberId: string },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async sendText({ to, body }: { to: string; body: string }): Promise<SentMessage> {
    return this.post(to, { type: 'text', text: { preview_url: false, body } });
  }

  /** A registered template with its body variables in order (`{{1}}`, `{{2}}`...). */
  sendTemplate({ to, name, language, parameters }: TemplateMessage): Promise<SentMessage> {
    return this.post(to, {
      type: 'template',
      template: {
        name,
        language: { code: language },
        components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
  }

  private async post(to: string, message: Record<string, unknown>): Promise<SentMessage> {
    const response = await this.fetchImpl(`${GRAPH}/${this.options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        ...message,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail}`);
    }
    // The answer names the message (`messages[0].id`, a `wamid`), which its statuses name later.
    const answer = (await response.json().catch(() => ({}))) as { messages?: { id?: unknown }[] };
    const id = answer.messages?.[0]?.id;
    return typeof id === 'string' ? { id } : {};
  }

  async sendCode({ to, body }: { to: string; code: string; body: string }): Promise<void> {
    await this.sendText({ to, body });
  }
}
