import type { ReminderKindSettings } from '@aula/contracts/reminders';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hourLabel } from './hour-label';
import { KindForm } from './kind-form';
import { MessageCard, MessageCardHeader } from './message-card';

const Body = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
`;

/**
 * One kind as a card: its name, whether it is on and when it goes out, and its form behind a
 * button.
 */
export function KindCard({ kind, open: openAtFirst = false }: { kind: ReminderKindSettings; open?: boolean }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(openAtFirst);
  // The form is drawn the first time the card opens (four forms and eight previews at once are
  // slow on a phone) and kept after, so closing it loses nothing typed.
  const [everOpened, setEverOpened] = useState(openAtFirst);
  const bodyId = useId();
  const name = t(`messages.kinds.${kind.kind}.name`);
  const when = [
    kind.kind === 'stopped_mid_lesson' ? t('messages.summary.afterDays', { count: kind.afterDays }) : null,
    t('messages.summary.at', { hour: hourLabel(kind.sendHour) }),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <MessageCard aria-label={name}>
      <MessageCardHeader>
        <div>
          <h2>
            {name}
            <Badge tone={kind.enabled ? 'success' : 'neutral'}>
              {kind.enabled ? t('messages.summary.on') : t('messages.summary.off')}
            </Badge>
          </h2>
          <p>
            {t(`messages.kinds.${kind.kind}.description`)} {t('messages.summary.sends', { when })}
          </p>
        </div>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            setEverOpened(true);
          }}
        >
          {open ? t('messages.close') : t('messages.edit')} <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      </MessageCardHeader>
      <Body id={bodyId} hidden={!open}>
        {everOpened && <KindForm kind={kind} />}
      </Body>
    </MessageCard>
  );
}
