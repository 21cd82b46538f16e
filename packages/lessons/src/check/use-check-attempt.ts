import { useSubmitCheckAttemptMutation } from '@aula/api-client/check-attempts';
import { refusalOf } from '@aula/api-client/errors';
import { useGetPartQuery } from '@aula/api-client/lessons';
import type { CheckAttemptResult, LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { PartDetail } from '@aula/contracts/lessons';
import type { MessageKey } from '@aula/ui-kit/forms/field-messages';
import { usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useFocusFirstError } from '@aula/ui-kit/forms/use-focus-first-error';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  answerFieldOf,
  answersOf,
  type CheckSubmission,
  type Chosen,
  checkSubmissionOf,
  chosenOfValues,
  unansweredOf,
} from './check-fields';
import { checkRefusalMessage } from './check-refusal';

/** Where a check stands on this screen: being answered, graded, or queued offline (no grade yet). */
export type CheckPhase =
  | { step: 'answering' }
  | { step: 'graded'; result: CheckAttemptResult }
  | { step: 'queued'; attempt: number };

const unansweredMessage = (count: number): MessageKey => ({ key: 'lessonsCheck:unanswered', values: { count } });

/** What the form says on a page the server drew after a post it could not grade. */
function postedMessage(posted: CheckSubmission | undefined): MessageKey | undefined {
  if (posted?.unanswered?.length) return unansweredMessage(posted.unanswered.length);
  return posted?.refusal && checkRefusalMessage(posted.refusal);
}

/** The options the page shows chosen: what the learner chose before the app took the form over. */
function chosenOnPage(form: HTMLFormElement, questionIds: readonly number[]): Chosen {
  const fields = new FormData(form);
  const chosen: Chosen = {};
  for (const id of questionIds) {
    const options = fields.getAll(answerFieldOf(id)).map(Number);
    if (options.length > 0) chosen[id] = options;
  }
  return chosen;
}

/**
 * A check part's tries on this screen: the answers chosen, sending one try (refused while a
 * question is unanswered), its grade or its place in the offline queue, the server's refusals, and
 * a new try. A page posted before the app ran starts where the server's answer left it.
 */
export function useCheckAttempt(part: PartDetail, check: LearnerCheck) {
  const posted = checkSubmissionOf(usePostedAnswer(), part.id);
  const [send, sending] = useSubmitCheckAttemptMutation();
  const { refetch } = useGetPartQuery(part.id);
  const [phase, setPhase] = useState<CheckPhase>(() =>
    posted?.result ? { step: 'graded', result: posted.result } : { step: 'answering' },
  );
  const [chosen, setChosen] = useState<Chosen>(() => (posted ? chosenOfValues(posted.values) : {}));
  const [unanswered, setUnanswered] = useState<number[]>(posted?.unanswered ?? []);
  const [message, setMessage] = useState<MessageKey | undefined>(() => postedMessage(posted));
  // The try graded last on this screen: the part read again may not count it yet.
  const [lastGraded, setLastGraded] = useState(posted?.result?.attempt ?? 0);
  const [refusals, setRefusals] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const [freshTries, setFreshTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const questionIds = check.questions.map((question) => question.id);
  useFocusFirstError(formRef, refusals);
  /** The try the form sends: the next after those the server counts, and after the one graded here. */
  const attempt = Math.max(check.attempts_used, lastGraded) + 1;

  // Options ticked on the server's page before the app ran stay ticked when the app takes over:
  // read once, as the form is first drawn by the app (later, the app's own state is the truth).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) setChosen(chosenOnPage(form, questionIds));
  }, []);

  // A new try replaces the button that asked for it: the focus goes to its first question.
  useEffect(() => {
    if (freshTries > 0) formRef.current?.querySelector<HTMLInputElement>('fieldset input')?.focus();
  }, [freshTries]);

  // A try queued offline was sent and graded once the connection came back: the part read again
  // (the app refreshes the learner's data when the worker says so) counts it, and shows its score.
  useEffect(() => {
    if (phase.step === 'queued' && check.attempts_used >= phase.attempt) {
      setPhase({ step: 'answering' });
      setChosen({});
    }
  }, [phase, check.attempts_used]);

  function choose(questionId: number, optionIds: number[]) {
    setChosen((held) => ({ ...held, [questionId]: optionIds }));
    if (optionIds.length > 0) setUnanswered((left) => left.filter((id) => id !== questionId));
  }

  function refuse(problem: MessageKey, missing: number[] = []) {
    setUnanswered(missing);
    setMessage(problem);
    setRefusals((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.isLoading) return;
    const missing = unansweredOf(questionIds, chosen);
    if (missing.length > 0) return refuse(unansweredMessage(missing.length), missing);
    setUnanswered([]);
    setMessage(undefined);
    const sent = await send({
      partId: part.id,
      lessonId: part.lesson_id,
      attempt,
      answers: answersOf(questionIds, chosen),
    });
    if ('error' in sent) return refuse(checkRefusalMessage(refusalOf(sent.error)));
    if (sent.data.kind === 'queued') return setPhase({ step: 'queued', attempt: sent.data.attempt });
    setLastGraded(sent.data.result.attempt);
    setPhase({ step: 'graded', result: sent.data.result });
  }

  async function tryAgain() {
    setPhase({ step: 'answering' });
    setChosen({});
    setUnanswered([]);
    setMessage(undefined);
    // The next try's questions come in a new order: shown once the part is read again.
    setPreparing(true);
    await refetch();
    setPreparing(false);
    setFreshTries((count) => count + 1);
  }

  return {
    attempt,
    phase,
    chosen,
    unanswered,
    message,
    sending: sending.isLoading,
    preparing,
    formRef,
    choose,
    submit,
    tryAgain,
  };
}

export type CheckAttempt = ReturnType<typeof useCheckAttempt>;
