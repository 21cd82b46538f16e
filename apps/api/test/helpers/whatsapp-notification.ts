import type { WhatsAppWebhookBody } from '@aula/contracts/reminders';

let made = 0;

/** What a learner sends: typed text, or a tapped reply button or list row. */
export interface LearnerMessage {
  text?: string;
  tap?: { id: string; title: string; list?: boolean };
}

/**
 * Meta's notification of one message from `phone` (E.164), as the webhook receives it: to the
 * platform's number, or to the business number Meta names `phoneNumberId` (an ally's own).
 */
export function inboundNotification(
  phone: string,
  reply: LearnerMessage,
  { id, at = new Date(), phoneNumberId }: { id?: string; at?: Date; phoneNumberId?: string } = {},
): WhatsAppWebhookBody {
  const message = reply.tap
    ? {
        type: 'interactive',
        interactive: reply.tap.list
          ? { type: 'list_reply', list_reply: { id: reply.tap.id, title: reply.tap.title } }
          : { type: 'button_reply', button_reply: { id: reply.tap.id, title: reply.tap.title } },
      }
    : { type: 'text', text: { body: reply.text ?? '' } };
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              ...(phoneNumberId
                ? { metadata: { display_phone_number: '5215500000000', phone_number_id: phoneNumberId } }
                : {}),
              messages: [
                {
                  from: phone.slice(1),
                  id: id ?? `wamid.test-${process.pid}-${Date.now()}-${++made}`,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  };
}
