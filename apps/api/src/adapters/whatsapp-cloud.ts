import type { ChatMessage } from '@aula/contracts/chat-learning';
import { reviewOfMeta } from '../lib/meta-template-status';
import type {
  ChatSend,
  Fetch,
  SentMessage,
  TemplateMessage,
  TemplateReview,
  TemplateSubmission,
  WhatsApp,
} from '../ports/messaging';

/** The Graph API refused a call: its HTTP status and its `error` object (`message`, `error_user_msg`...). */
class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
    detail: string,
  ) {
    super(`WhatsApp Cloud API answered ${status}: ${detail}`);
  }
}

export interface WhatsAppCloudOptions {
  token: string;
  phoneNumberId: string;
  /** The WhatsApp Business Account whose templates these are; without it templates cannot be submitted or read. */
  businessAccountId?: string;
  /** The Graph API version, `v20.0` unless configured. */
  graphVersion?: string;
  /** Where the Graph API answers, https://graph.facebook.com unless given (a local fake in tests). */
  graphOrigin?: string;
}

/**
 * WhatsApp Cloud API with the business's bearer token: messages are POST /<phone number id>/messages,
 * templates POST and GET /<business account id>/message_templates.
 */
export class WhatsAppCloud implements WhatsApp {
  private readonly graph: string;

  constructor(
    private readonly options: WhatsAppCloudOptions,
    private readonly fetchImpl: Fetch = fetch,
  ) {
    this.graph = `${options.graphOrigin ?? 'https://graph.facebook.com'}/${options.graphVersion ?? 'v20.0'}`;
  }

  async sendText({ to, body }: { to: string; body: string }): Promise<SentMessage> {
    return this.post(to, { type: 'text', text: { preview_url: false, body } });
  }

  /** Free-form, so only inside the 24-hour window, which the caller has checked. */
  sendMessage({ to, message, from }: ChatSend): Promise<SentMessage> {
    return this.post(to, cloudMessage(message), from);
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

  async sendCode({ to, body }: { to: string; code: string; body: string }): Promise<void> {
    await this.sendText({ to, body });
  }

  /**
   * A utility template whose body carries an example value per variable, as Meta's review asks. A
   * body Meta refuses outright (a variable at its start or end...) is a 400 naming why: a rejection.
   */
  async submitTemplate({ name, language, text, examples }: TemplateSubmission): Promise<TemplateReview> {
    const request = this.call(this.templatesEdge(), {
      method: 'POST',
      body: JSON.stringify({
        name,
        language,
        category: 'UTILITY',
        components: [{ type: 'BODY', text, example: { body_text: [examples] } }],
      }),
    });
    const answer: Record<string, unknown> = await request.catch((error: unknown) => {
      if (!(error instanceof GraphRefusal) || error.status !== 400) throw error;
      const said = error.error.error_user_msg ?? error.error.message;
      return { status: 'REJECTED', reason: typeof said === 'string' ? said : 'INVALID_FORMAT' };
    });
    // `{ id, status, category }`; a status it does not decide on is still under review.
    return (
      reviewOfMeta(answer.status, answer.reason, answer.id) ?? { status: 'pending', reason: null, providerId: null }
    );
  }

  /** Meta filters the edge by name (a name may have one template per language). */
  async templateStatus({ name, language }: { name: string; language: string }): Promise<TemplateReview | undefined> {
    const query = new URLSearchParams({ name, fields: 'id,name,language,status,rejected_reason' });
    const answer = await this.call(`${this.templatesEdge()}?${query}`, { method: 'GET' });
    const rows = Array.isArray(answer.data) ? (answer.data as (Record<string, unknown> | null)[]) : [];
    const found = rows.find((row) => row?.name === name && row?.language === language);
    return found ? reviewOfMeta(found.status, found.rejected_reason, found.id) : undefined;
  }

  private templatesEdge(): string {
    const account = this.options.businessAccountId;
    if (!account) throw new Error('WHATSAPP_BUSINESS_ACCOUNT_ID is not set: templates cannot be submitted or read');
    return `${this.graph}/${account}/message_templates`;
  }

  /** Sent from `from` (an ally's own number, Meta's id) or the platform's configured number. */
  private async post(to: string, message: Record<string, unknown>, from?: string): Promise<SentMessage> {
    const answer = await this.call(`${this.graph}/${from ?? this.options.phoneNumberId}/messages`, {
      method: 'POST',
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        ...message,
      }),
    });
    // The answer names the message (`messages[0].id`, a `wamid`), which its statuses name later.
    const id = Array.isArray(answer.messages) ? (answer.messages[0] as { id?: unknown } | undefined)?.id : undefined;
    return typeof id === 'string' ? { id } : {};
  }

  /** One Graph API call with the bearer token: its JSON answer (each field checked where read), or an error naming the status. */
  private async call(url: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Record<string, unknown>> {
    const response = await this.fetchImpl(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${this.options.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new GraphRefusal(response.status, graphError(detail), detail.slice(0, 300));
    }
    const answer: unknown = await response.json().catch(() => ({}));
    return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  }
}

/**
 * A chat message as the Cloud API's message object, field by field (nothing a caller added rides
 * along). A list has one section, untitled: WhatsApp asks for section titles only when there are several.
 */
function cloudMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.kind) {
    case 'text':
      return { type: 'text', text: { body: message.body, preview_url: true } };
    case 'image':
    case 'video':
      return { type: message.kind, [message.kind]: { link: message.link, caption: message.caption } };
    case 'document':
      return {
        type: 'document',
        document: { link: message.link, filename: message.filename, caption: message.caption },
      };
    case 'buttons':
      return {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.body },
          action: { buttons: message.buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } })) },
        },
      };
    case 'list':
      return {
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: message.body },
          action: {
            button: message.button,
            sections: [{ rows: message.rows.map(({ id, title, description }) => ({ id, title, description })) }],
          },
        },
      };
  }
}

/** The `error` object of a Graph API refusal's body, or an empty one. */
function graphError(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as { error?: unknown } | null)?.error;
    return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
