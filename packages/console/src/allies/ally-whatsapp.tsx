import type { PlatformAlly } from '@aula/contracts/console-allies';
import { Button } from '@aula/ui-kit/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AllyWhatsappForm } from './ally-whatsapp-form';
import { displayWhatsappNumber } from './whatsapp-number';

// The whole width of the ally's row, under its name and state.
const Part = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Shown = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The ally's own WhatsApp number, or that it has none; its form opens on demand. */
export function AllyWhatsapp({ ally }: { ally: PlatformAlly }) {
  const { t } = useTranslation('console', { keyPrefix: 'allies.whatsapp' });
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <Part>
      <Line>
        <Shown>
          {ally.whatsapp ? t('shown', { number: displayWhatsappNumber(ally.whatsapp.number) }) : t('none')}
          {ally.whatsapp?.chat_registration && ` · ${t('registersInChat')}`}
        </Shown>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-label={t('toggleLabel', { name: ally.name })}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t('toggle')}
        </Button>
      </Line>
      {open && <AllyWhatsappForm ally={ally} id={formId} />}
    </Part>
  );
}
