import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { PartListItem } from '@aula/contracts/lessons';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckForm } from './check-form';
import { CheckIntro } from './check-intro';
import { useCheckMessages } from './check-messages';
import { CheckOutcome, useGradeWords } from './check-outcome';
import type { CheckAttempt } from './use-check-attempt';

const Check = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    &:focus {
      outline: none;
    }
  }

  & > p {
    margin: 0;
  }
`;

export interface CheckPartViewProps {
  check: LearnerCheck;
  partId: number;
  /** The lesson's parts: a wrong answer names the one to read again. */
  parts: PartListItem[];
  attempt: CheckAttempt;
}

/** A try the offline worker holds: said plainly, with no grade, the answers shown as sent. */
function QueuedNotice() {
  const { t } = useTranslation('lessonsCheck');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Notice>
      <h3 ref={heading} tabIndex={-1}>
        {t('queuedTitle')}
      </h3>
      <p>{t('queued')}</p>
    </Notice>
  );
}

/** What a live region says once a try is sent: its grade, or that it waits for the connection. */
function Announcement({ attempt }: { attempt: CheckAttempt }) {
  const { t } = useTranslation('lessonsCheck');
  const { phase } = attempt;
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {phase.step === 'graded' && <GradeWords result={phase.result} />}
      {phase.step === 'queued' && t('queued')}
    </VisuallyHidden>
  );
}

function GradeWords({ result }: { result: Parameters<typeof useGradeWords>[0] }) {
  const { verdict, score } = useGradeWords(result);
  return `${verdict} ${score}`;
}

/** Passed already, or out of tries: what stands, without a form. */
function Closed({ check }: { check: LearnerCheck }) {
  const { t } = useTranslation('lessonsCheck');
  const best = check.best_score ?? check.last_attempt?.score ?? 0;
  return (
    <Notice>
      <p>
        {check.passed
          ? t('alreadyPassed', { score: best })
          : t('outOfTries', { max: check.max_attempts ?? 0, score: best })}
      </p>
    </Notice>
  );
}

/**
 * "Comprueba lo aprendido": the pass mark and tries, then the questions to answer, the grade of
 * the try just sent, or what stands (passed, no tries left). Drawn from props alone.
 */
export function CheckPartView({ check, partId, parts, attempt }: CheckPartViewProps) {
  useCheckMessages();
  const { t } = useTranslation('lessonsCheck');
  const { phase } = attempt;
  const outOfTries = check.max_attempts !== null && check.attempts_used >= check.max_attempts;
  const form = (disabled?: boolean) => (
    <CheckForm
      check={check}
      partId={partId}
      attempt={attempt.attempt}
      chosen={attempt.chosen}
      unanswered={attempt.unanswered}
      message={attempt.message && t(attempt.message.key, attempt.message.values)}
      sending={attempt.sending}
      formRef={attempt.formRef}
      onChoose={attempt.choose}
      onSubmit={attempt.submit}
      disabled={disabled}
    />
  );

  function body() {
    if (phase.step === 'graded') {
      return (
        <CheckOutcome result={phase.result} check={check} parts={parts} partId={partId} onRetry={attempt.tryAgain} />
      );
    }
    if (phase.step === 'queued') {
      return (
        <>
          <QueuedNotice />
          {form(true)}
        </>
      );
    }
    if (attempt.preparing) {
      return (
        <div role="status">
          <VisuallyHidden>{t('preparing')}</VisuallyHidden>
          <Skeleton $height="12rem" />
        </div>
      );
    }
    return check.passed || outOfTries ? <Closed check={check} /> : form();
  }

  return (
    <Check>
      <CheckIntro check={check} />
      {body()}
      <Announcement attempt={attempt} />
    </Check>
  );
}
