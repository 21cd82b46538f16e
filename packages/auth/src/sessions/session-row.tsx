import type { SessionInfo } from '@aula/contracts/sessions';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { FormName } from '@aula/ui-kit/forms/page-form';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SESSION_FORMS, SESSION_ID_FIELD } from './session-forms';
import { timeAgo } from './time-ago';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: 700;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SessionRowProps {
  session: SessionInfo;
  busy: boolean;
  onEnd: () => void;
}

/**
 * One device: its name, whether it is this one, when it was last used; a way to end it, a form
 * posted to the page before the app runs (sessions-action.ts), ended by the app once it runs.
 */
export function SessionRow({ session, busy, onEnd }: SessionRowProps) {
  const { t } = useTranslation('auth');
  const dates = useDateFormat();
  const device = session.device ?? t('sessions.unknownDevice');
  // This device is the one asking: in use now, whatever the server last wrote down.
  const when = session.current ? null : timeAgo(session.last_used_at, dates.locale);
  const since = dates.shortDay(session.created_at);
  return (
    <Row>
      <Details>
        <Device>
          {device}
          {session.current && <Badge tone="primary">{t('sessions.thisDevice')}</Badge>}
        </Device>
        <Meta>
          {when ? t('sessions.lastUsed', { when }) : t('sessions.usedNow')} · {t('sessions.since', { date: since })}
        </Meta>
      </Details>
      {!session.current && (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onEnd();
          }}
        >
          <FormName name={SESSION_FORMS.one} />
          <input type="hidden" name={SESSION_ID_FIELD} value={session.id} />
          <Button type="submit" variant="ghost" loading={busy} aria-label={t('sessions.endLabel', { device })}>
            {t('sessions.end')}
          </Button>
        </form>
      )}
    </Row>
  );
}
