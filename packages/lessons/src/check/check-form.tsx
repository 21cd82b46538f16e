import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName } from '@aula/ui-kit/forms/page-form';
import { CheckQuestion } from '@aula/ui-kit/knowledge-check/check-question';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LESSON_FORMS } from '../shared/lesson-forms';
import { answerFieldOf, CHECK_FIELDS, type Chosen } from './check-fields';
import type { CheckAttempt } from './use-check-attempt';

export const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-block: ${({ theme }) => theme.space.md};
`;

export interface CheckFormProps {
  check: LearnerCheck;
  partId: number;
  attempt: number;
  chosen: Chosen;
  unanswered: number[];
  /** The form's one message, in words (a question left out, the server's refusal). */
  message?: string;
  sending: boolean;
  formRef?: RefObject<HTMLFormElement | null>;
  onChoose?: CheckAttempt['choose'];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown answered and fixed: a try the offline queue holds. */
  disabled?: boolean;
}

/**
 * The questions in the server's order and "Enviar respuestas". A real form posted to the lesson's
 * page, so it is graded before the app runs (check-action.ts); the app sends it itself.
 */
export function CheckForm(props: CheckFormProps) {
  const { check, partId, attempt, chosen, unanswered, message, sending, formRef, onChoose, onSubmit, disabled } = props;
  const { t } = useTranslation('lessonsCheck');
  const total = check.questions.length;
  return (
    <form method="post" noValidate ref={formRef} onSubmit={onSubmit}>
      <FormName name={LESSON_FORMS.check} />
      <input type="hidden" name={CHECK_FIELDS.part} value={partId} />
      <input type="hidden" name={CHECK_FIELDS.attempt} value={attempt} />
      {check.questions.map((question) => (
        <input key={question.id} type="hidden" name={CHECK_FIELDS.question} value={question.id} />
      ))}
      <Questions>
        {check.questions.map((question, index) => (
          <CheckQuestion
            key={question.id}
            question={question}
            number={index + 1}
            total={total}
            name={answerFieldOf(question.id)}
            chosen={chosen[question.id] ?? []}
            onChange={onChoose && ((optionIds) => onChoose(question.id, optionIds))}
            disabled={disabled}
            error={
              unanswered.includes(question.id)
                ? t(question.kind === 'multiple' ? 'chooseSome' : 'chooseOne')
                : undefined
            }
          />
        ))}
      </Questions>
      <FormMessage message={message} />
      {!disabled && (
        <Button type="submit" loading={sending} block>
          {t('send')}
        </Button>
      )}
    </form>
  );
}
