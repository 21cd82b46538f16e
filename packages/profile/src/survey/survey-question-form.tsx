import { type SurveyAnswer, surveyAnswer } from '@aula/contracts/profile';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Actions } from '../forms/form-layout';
import type { SurveyQuestion } from './survey-progress';
import { SurveyStep } from './survey-step';

export interface SurveyQuestionFormProps {
  question: SurveyQuestion;
  answer: number | undefined;
  /** Kept as soon as chosen, so a learner who leaves resumes here. */
  onAnswer: (value: number) => void;
  /** Goes back a question; absent on the first. */
  onPrevious?: () => void;
  /** The question was answered: on to the next, or the answers are sent after the last. */
  onDone: (answer: SurveyAnswer) => unknown;
  last: boolean;
  sending: boolean;
  /** The form's own message (sending failed), in words. */
  message?: string;
}

/** One question as a contract form: its answer is held to the survey's rule (one of the scale). */
export function SurveyQuestionForm({
  question,
  answer,
  onAnswer,
  onPrevious,
  onDone,
  last,
  sending,
  message,
}: SurveyQuestionFormProps) {
  const { t } = useTranslation('profile');
  const form = useContractForm(surveyAnswer, {
    defaultValues: { question: question as string, value: answer ?? null },
    messages: { value: { required: 'profile:survey.chooseOne' } },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'value' });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.submitWith(onDone)}>
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
        {onPrevious && (
          <Button variant="ghost" onClick={onPrevious}>
            {t('survey.previous')}
          </Button>
        )}
        <Button type="submit" loading={sending}>
          {last ? t('survey.finish') : t('survey.next')}
        </Button>
      </Actions>
    </form>
  );
}
