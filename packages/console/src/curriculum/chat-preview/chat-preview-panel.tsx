import { useGetLessonChatPreviewQuery } from '@aula/api-client/console-chat-preview';
import type { ChatPreviewLanguage } from '@aula/contracts/console-chat-preview';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { ToggleButton } from '@aula/ui-kit/tool-button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../layout';
import { ChatConversation } from './chat-conversation';

const CHAT_LANGUAGES: readonly ChatPreviewLanguage[] = ['es', 'en'];

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Languages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ChatPreviewPanelProps {
  id: string;
  lessonId: number;
  /** The lesson's parts: with none, the chat would send its introduction alone. */
  partCount: number;
}

/**
 * The lesson as the WhatsApp chat sends it (the API's own messages, drafts included), in the language
 * of the chat's sentences the editor chooses: the console's at first.
 */
export function ChatPreviewPanel({ id, lessonId, partCount }: ChatPreviewPanelProps) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'curriculum.chatPreview' });
  const headingId = useId();
  const [language, setLanguage] = useState<ChatPreviewLanguage>(i18n.language === 'en' ? 'en' : 'es');
  // The answer for the language shown, never the other language's while it loads.
  const { currentData, isError, isFetching, refetch } = useGetLessonChatPreviewQuery({ lessonId, language });

  return (
    <Section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <Muted>{t('note')}</Muted>
      <Languages role="group" aria-label={t('language')}>
        {CHAT_LANGUAGES.map((value) => (
          <ToggleButton key={value} lang={value} aria-pressed={language === value} onClick={() => setLanguage(value)}>
            {t(`languages.${value}`)}
          </ToggleButton>
        ))}
      </Languages>
      {currentData ? (
        <>
          {partCount === 0 && <Muted>{t('empty')}</Muted>}
          <ChatConversation messages={currentData.messages} label={t('messagesLabel')} />
        </>
      ) : isError ? (
        <ErrorState message={t('error')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <LoadingState label={t('loading')} />
      )}
    </Section>
  );
}
