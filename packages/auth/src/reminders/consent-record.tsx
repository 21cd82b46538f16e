import type { ConsentChange } from '@aula/contracts/reminder-preferences';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Record = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** When and from where the learner last said yes or no to reminders (what the API recorded). */
export function ConsentRecord({ consent }: { consent: ConsentChange | null }) {
  const { t } = useTranslation('auth');
  const dates = useDateFormat();
  if (!consent) return <Record>{t('reminders.consentNone')}</Record>;
  const values = {
    when: dates.moment(consent.at),
    source: t(`reminders.source_${consent.source}`),
    channel: t(`reminders.channelName_${consent.channel}`),
  };
  return <Record>{t(consent.optedIn ? 'reminders.consentOn' : 'reminders.consentOff', values)}</Record>;
}
