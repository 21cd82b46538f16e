import type { ChatMessage } from '@aula/contracts/chat-learning';
import { MessageList, Phone } from './chat-layout';
import { ChatMessageBubble } from './chat-message';

export interface ChatConversationProps {
  messages: readonly ChatMessage[];
  /** What the list of messages is, for screen readers. */
  label: string;
}

/** The chat's messages in order, one under the other in a phone-wide column. */
export function ChatConversation({ messages, label }: ChatConversationProps) {
  return (
    <Phone>
      <MessageList aria-label={label}>
        {messages.map((message, index) => (
          // The same words may be sent twice: a message is known by its place.
          <ChatMessageBubble key={index} message={message} />
        ))}
      </MessageList>
    </Phone>
  );
}
