import { type SurveyAnswer, surveyAnswer } from '@aula/contracts/profile';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { ButtonLink } from '@aula/ui-kit/link';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Actions } from '../forms/form-layout';
import { type AnswerValues, SURVEY_FORM } from './survey-address';
import type { SurveyQuestion } from './survey-progress';
import { SurveyStep } from './survey-step';

export interface SurveyQuestionFormProps {
  question: SurveyQuestion;
  answer: number | undefined;
  /** Kept as soon as chosen, so a learner who leaves resumes here. */
  onAnswer: (value: number) => void;
  /** Goes back a question; absent on the first. */
  onPrevious?: () => void;
  /** The previous question's address, where "previous" leads before the app runs (survey-address.ts). */
  previousAddress?: string;
  /** The question was answered: on to the next, or the answers are sent after the last. */
  onDone: (answer: SurveyAnswer) => unknown;
  last: boolean;
  sending: boolean;
  /** The form's own message (sending failed), in words. */
  message?: string;
}

/**
 * One question as a contract form: its answer is held to the survey's rule (one of the scale).
 * Before the app runs it is posted to the page (survey-action.ts) with the question it answers.
 */
export function SurveyQuestionForm({
  question,
  answer,
  onAnswer,
  onPrevious,
  previousAddress,
  onDone,
  last,
  sending,
  message,
}: SurveyQuestionFormProps) {
  const { t } = useTranslation('profile');
  const running = useAppRunning();
  const posted = submissionOf<AnswerValues>(usePostedAnswer(), SURVEY_FORM);
  const submitted = posted?.values.question === question ? posted : undefined;
  const form = useContractForm(surveyAnswer, {
    defaultValues: { question: question as string, value: answer ?? null },
    messages: { value: { required: 'profile:survey.chooseOne' } },
    ...(submitted && { submitted }),
  });
  const { field, fieldState } = useController({ control: form.control, name: 'value' });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={form.submitWith(onDone)}>
      <FormName name={SURVEY_FORM} />
      <input type="hidden" name="question" value={question} />
      <SurveyStep
        question={question}
        value={field.value}
        error={fieldState.error?.message}
        onAnswer={(value) => {
          field.onChange(value);
          form.clearErrors('value');
          onAnswer(value);
        }}
      />
      <FormMessage message={message} />
      <Actions>
        {onPrevious &&
          (running || previousAddress === undefined ? (
            <Button variant="ghost" onClick={onPrevious}>
              {t('survey.previous')}
            </Button>
          ) : (
            <ButtonLink $variant="ghost" to={previousAddress}>
              {t('survey.previous')}
            </ButtonLink>
          ))}
        <Button type="submit" loading={sending}>
          {last ? t('survey.finish') : t('survey.next')}
        </Button>
      </Actions>
    </form>
  );
}
