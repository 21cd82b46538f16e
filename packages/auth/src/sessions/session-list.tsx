import type { SessionInfo } from '@aula/contracts/sessions';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Notice } from '../shared/notice';
import { EndOthersQuestion } from './end-others-question';
import { ASK_OTHERS, ASK_PARAM, ENDED_PARAM, SESSION_FORMS } from './session-forms';
import { SessionRow } from './session-row';
import { useEndSessions } from './use-end-sessions';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  outline: none;
`;

/** What a post to the page (the app had not started) left to say: how many it ended, or that it failed. */
function usePostedOutcome() {
  const answer = usePostedAnswer();
  const failed =
    submissionOf(answer, SESSION_FORMS.one) !== undefined || submissionOf(answer, SESSION_FORMS.others) !== undefined;
  const count = Number(useSearchParams()[0].get(ENDED_PARAM));
  return { failed, endedCount: !failed && Number.isInteger(count) && count > 0 ? count : undefined };
}

/**
 * This device first, then the others, each of which can be ended; or all the others at once,
 * after a question (it signs the learner out everywhere else). Before the app runs each is a form
 * of the page (sessions-action.ts), and the question is asked in the page (`?confirmar=otras`).
 */
export function SessionList({ sessions }: { sessions: readonly SessionInfo[] }) {
  const { t } = useTranslation('auth');
  const { ending, endOne, endOthers } = useEndSessions();
  const [confirming, setConfirming] = useState(false);
  const [endingOthers, setEndingOthers] = useState(false);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const posted = usePostedOutcome();
  const list = useRef<HTMLUListElement>(null);
  const others = sessions.filter((session) => !session.current);
  const ordered = [...sessions.filter((session) => session.current), ...others];

  // The row (or rows) just ended leave the list: the focus stays on the list, not lost on the page.
  async function then(done: Promise<boolean>) {
    if (await done) list.current?.focus();
  }

  function endAllOthers() {
    setEndingOthers(true);
    void then(endOthers(others).finally(() => setEndingOthers(false)));
  }

  return (
    <>
      {posted.failed && (
        <Notice $tone="danger" role="alert">
          <p>{t('sessions.endError')}</p>
        </Notice>
      )}
      {posted.endedCount !== undefined && (
        <Notice $tone="success" role="status" data-without-app="">
          <p>{t('sessions.endedOthers', { count: posted.endedCount })}</p>
        </Notice>
      )}
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
      ) : searchParams.get(ASK_PARAM) === ASK_OTHERS ? (
        <EndOthersQuestion
          busy={endingOthers}
          onConfirm={() => {
            endAllOthers();
            navigate(pathname, { replace: true });
          }}
        />
      ) : (
        // Before the app runs, the tap leads to the page asking; once it runs, to the dialog.
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <input type="hidden" name={ASK_PARAM} value={ASK_OTHERS} />
          <Button type="submit" variant="secondary" block loading={endingOthers}>
            {t('sessions.endOthers')}
          </Button>
        </form>
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
          endAllOthers();
        }}
      />
    </>
  );
}
