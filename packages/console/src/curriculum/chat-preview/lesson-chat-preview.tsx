import { Button } from '@aula/ui-kit/button';
import { Smartphone } from '@aula/ui-kit/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPreviewPanel } from './chat-preview-panel';

export interface LessonChatPreviewProps {
  lessonId: number;
  partCount: number;
}

/** "See as a WhatsApp conversation": a disclosure in the lesson editor; the API is asked once it opens. */
export function LessonChatPreview({ lessonId, partCount }: LessonChatPreviewProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.chatPreview' });
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Smartphone size={20} aria-hidden="true" />
          {t(open ? 'close' : 'open')}
        </Button>
      </div>
      {open && <ChatPreviewPanel id={panelId} lessonId={lessonId} partCount={partCount} />}
    </>
  );
}
