import type { ChatMessage } from '@aula/contracts/chat-learning';
import { FileText, ICON_SIZE, List, PlayCircle } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';
import {
  Bubble,
  BubbleText,
  Chip,
  Chips,
  ListOpener,
  MediaCard,
  MediaKind,
  MediaText,
  OutLink,
  Picture,
} from './chat-layout';
import { WhatsAppText } from './whatsapp-text';

type Media = Extract<ChatMessage, { kind: 'video' | 'document' }>;

/** A video or a file as a card naming what it is, with its caption and the link the learner opens. */
function MediaMessage({ message }: { message: Media }) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.chatPreview' });
  const Icon = message.kind === 'video' ? PlayCircle : FileText;
  return (
    <MediaCard>
      <Icon size={ICON_SIZE.lg} />
      <MediaText>
        <MediaKind>{t(message.kind === 'video' ? 'video' : 'document')}</MediaKind>
        {message.caption && (
          <span>
            <WhatsAppText text={message.caption} />
          </span>
        )}
        <OutLink href={message.link} rel="noreferrer" target="_blank">
          {message.kind === 'video' ? t('openVideo') : message.filename}
        </OutLink>
      </MediaText>
    </MediaCard>
  );
}

/** What the message carries besides its text: a picture, a card, reply buttons or a list's rows. */
function MessageContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.chatPreview' });
  switch (message.kind) {
    case 'text':
      return (
        <BubbleText>
          <WhatsAppText text={message.body} />
        </BubbleText>
      );
    case 'image':
      return (
        <Picture>
          {/* The caption below says what it shows (the figure's name): an alt would say it twice. */}
          <img src={message.link} alt="" loading="lazy" />
          {message.caption && (
            <figcaption>
              <WhatsAppText text={message.caption} />
            </figcaption>
          )}
        </Picture>
      );
    case 'video':
    case 'document':
      return <MediaMessage message={message} />;
    case 'buttons':
      return (
        <>
          <BubbleText>
            <WhatsAppText text={message.body} />
          </BubbleText>
          <Chips aria-label={t('replyButtons')}>
            {message.buttons.map((button) => (
              <Chip key={button.id}>{button.title}</Chip>
            ))}
          </Chips>
        </>
      );
    case 'list':
      return (
        <>
          <BubbleText>
            <WhatsAppText text={message.body} />
          </BubbleText>
          <ListOpener>
            <List size={ICON_SIZE.sm} />
            {message.button}
          </ListOpener>
          <Chips aria-label={t('listRows', { button: message.button })}>
            {message.rows.map((row) => (
              <Chip key={row.id}>
                {row.title}
                {row.description && <small>{row.description}</small>}
              </Chip>
            ))}
          </Chips>
        </>
      );
  }
}

/** One message of the chat as a bubble. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  return (
    <Bubble>
      <MessageContent message={message} />
    </Bubble>
  );
}
