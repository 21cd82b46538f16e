import type { SessionInfo } from '@aula/contracts/sessions';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SessionRow } from './session-row';
import { useEndSessions } from './use-end-sessions';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  outline: none;
`;

/**
 * This device first, then the others, each of which can be ended; or all the others at once,
 * after a question (it signs the learner out everywhere else).
 */
export function SessionList({ sessions }: { sessions: readonly SessionInfo[] }) {
  const { t } = useTranslation('auth');
  const { ending, endOne, endOthers } = useEndSessions();
  const [confirming, setConfirming] = useState(false);
  const [endingOthers, setEndingOthers] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const others = sessions.filter((session) => !session.current);
  const ordered = [...sessions.filter((session) => session.current), ...others];

  // The row (or rows) just ended leave the list: the focus stays on the list, not lost on the page.
  async function then(done: Promise<boolean>) {
    if (await done) list.current?.focus();
  }

  return (
    <>
      <List ref={list} tabIndex={-1} aria-label={t('sessions.listLabel')}>
        {ordered.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={ending.includes(session.id)}
            onEnd={() => void then(endOne(session))}
          />
        ))}
      </List>
      {others.length === 0 ? (
        <EmptyState message={t('sessions.noOthers')} />
      ) : (
        <Button variant="secondary" block loading={endingOthers} onClick={() => setConfirming(true)}>
          {t('sessions.endOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmText')}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('sessions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setEndingOthers(true);
          void then(endOthers(others).finally(() => setEndingOthers(false)));
        }}
      />
    </>
  );
}
