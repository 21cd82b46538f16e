import { useEndSessionMutation } from '@aula/api-client/account';
import type { SessionInfo } from '@aula/contracts/sessions';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ended } from './session-forms';

/**
 * Ends sessions on the server and says so in an alert. Which ones are on their way is kept, so
 * each row can show its own busy button; the list refreshes itself (api-client tags).
 */
export function useEndSessions() {
  const { t } = useTranslation('auth');
  const alerts = useAlerts();
  const [endSession] = useEndSessionMutation();
  const [ending, setEnding] = useState<readonly number[]>([]);
  const nameOf = (session: SessionInfo) => session.device ?? t('sessions.unknownDevice');

  async function endAll(sessions: readonly SessionInfo[]): Promise<boolean> {
    setEnding(sessions.map(({ id }) => id));
    try {
      const results = await Promise.all(sessions.map(({ id }) => endSession(id)));
      return results.every(ended);
    } finally {
      setEnding([]);
    }
  }

  async function endOne(session: SessionInfo): Promise<boolean> {
    const done = await endAll([session]);
    alerts.show(
      done
        ? { tone: 'success', message: t('sessions.ended', { device: nameOf(session) }) }
        : { tone: 'error', message: t('sessions.endError') },
    );
    return done;
  }

  async function endOthers(others: readonly SessionInfo[]): Promise<boolean> {
    const done = await endAll(others);
    alerts.show(
      done
        ? { tone: 'success', message: t('sessions.endedOthers', { count: others.length }) }
        : { tone: 'error', message: t('sessions.endError') },
    );
    return done;
  }

  return { ending, endOne, endOthers };
}
