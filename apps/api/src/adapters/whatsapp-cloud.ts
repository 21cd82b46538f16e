import type { Fetch, WhatsApp } from '../ports/messaging';

const GRAPH = 'https://graph.facebook.com/v20.0';

/** WhatsApp Cloud API: POST /<phone number id>/messages with the business's bearer token. */
export class WhatsAppCloud implements WhatsApp {
  constructor(
    private readonly options: { token: string; phoneNumberId: string },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async sendText({ to, body }: { to: string; body: string }): Promise<void> {
    const response = await this.fetchImpl(`${GRAPH}/${this.options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        type: 'text',
        text: { preview_url: false, body },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail}`);
    }
  }

  sendCode({ to, body }: { to: string; code: string; body: string }): Promise<void> {
    return this.sendText({ to, body });
  }
}
