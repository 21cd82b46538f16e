import { whatsappTemplateName } from '@aula/contracts/reminder-templates';
import { REMINDER_LANGUAGES } from '@aula/contracts/reminders';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MessageCard, MessageCardHeader } from './message-card';
import { TemplateApproval } from './template-approval';

const Languages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 56rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The webinar code's message (sent from an achievement's earners with "Enviar códigos"): its words
 * are Aula's in the ally's name, so there is nothing to edit, only its WhatsApp template to get
 * approved in each language.
 */
export function CodeMessageCard() {
  const { t } = useTranslation('console', { keyPrefix: 'messages' });
  const { allyCode } = useAllySite();
  const titleId = useId();
  return (
    <MessageCard aria-labelledby={titleId}>
      <MessageCardHeader>
        <div>
          <h2 id={titleId}>{t('codeMessage.name')}</h2>
          <p>{t('codeMessage.description')}</p>
          {/* Meta numbers a template's values: say what each number stands for (no interpolation). */}
          <p>{t('codeMessage.variables', { skipInterpolation: true })}</p>
        </div>
      </MessageCardHeader>
      <Languages>
        {REMINDER_LANGUAGES.map((language) => (
          <TemplateApproval
            key={language}
            kind="webinar_code"
            language={language}
            firstName={whatsappTemplateName(allyCode, 'webinar_code', language)}
          />
        ))}
      </Languages>
    </MessageCard>
  );
}
