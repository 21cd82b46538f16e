import { usePreviewConsoleReminderMutation } from '@aula/api-client/console-reminders';
import {
  type ReminderKind,
  type ReminderLanguage,
  type ReminderPreview,
  templateBody,
} from '@aula/contracts/reminders';
import { useDebouncedValue } from '@aula/ui-kit/use-debounced-value';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// WhatsApp's own chat colours, so the ally sees the message as the learner will (light and dark).
const Chat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => (theme.mode === 'dark' ? '#0b141a' : '#efeae2')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#e9edef' : '#111b21')};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Bubble = styled.p`
  align-self: flex-start;
  max-width: min(100%, 28rem);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: 0 ${({ theme }) => `${theme.radii.md} ${theme.radii.md} ${theme.radii.md}`};
  background: ${({ theme }) => (theme.mode === 'dark' ? '#005c4b' : '#d9fdd3')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  box-shadow: 0 1px 0.5px rgb(0 0 0 / 0.13);
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The latest draft's preview, asked for once the ally stops typing; an older answer never wins. */
function usePreview(kind: ReminderKind, language: ReminderLanguage, body: string) {
  const draft = useDebouncedValue(body, 400);
  const valid = templateBody.safeParse(draft).success;
  const [request] = usePreviewConsoleReminderMutation();
  const [shown, setShown] = useState<{ body: string; answer?: ReminderPreview; failed: boolean }>();

  useEffect(() => {
    if (!valid) return;
    let current = true;
    request({ kind, language, body: draft }).then((result) => {
      if (current) setShown({ body: draft, answer: result.data, failed: Boolean(result.error) });
    });
    return () => {
      current = false;
    };
  }, [kind, language, draft, valid, request]);

  const waiting = valid && (draft !== body || shown?.body !== draft);
  return { valid: templateBody.safeParse(body).success, waiting, shown };
}

/**
 * One text as a WhatsApp bubble, filled for the API's sample learner and lesson, and the approved
 * template a learner reads instead outside the 24-hour window when its words differ.
 */
export function MessagePreview({
  kind,
  language,
  body,
}: {
  kind: ReminderKind;
  language: ReminderLanguage;
  body: string;
}) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const { valid, waiting, shown } = usePreview(kind, language, body);
  const answer = shown?.answer;

  function content() {
    if (!valid) return <Note>{t('messages.preview.invalid')}</Note>;
    if (!answer && shown?.failed) return <Note role="alert">{t('messages.preview.error')}</Note>;
    if (!answer) return <Note>{t('messages.preview.waiting')}</Note>;
    const { template } = answer;
    return (
      <>
        <Bubble lang={language} aria-busy={waiting || undefined}>
          {answer.text}
        </Bubble>
        <Note>{t('messages.preview.sample', answer.sample)}</Note>
        {/* Outside the 24-hour window the learner reads the approved template, not this draft. */}
        {template.approved && template.text === answer.text ? (
          <Note>{t('messages.preview.outsideSame', { name: template.name })}</Note>
        ) : (
          <>
            <Note>
              {t(template.approved ? 'messages.preview.outside' : 'messages.preview.outsideUnapproved', {
                name: template.name,
              })}
            </Note>
            <Bubble lang={language}>{template.text}</Bubble>
          </>
        )}
      </>
    );
  }

  return (
    <Chat role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('messages.preview.label', { language: t(`messages.languages.${language}`) })}</h3>
      {content()}
    </Chat>
  );
}
