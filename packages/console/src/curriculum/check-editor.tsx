import { MAX_QUESTIONS } from '@aula/contracts/knowledge-checks';
import { Button } from '@aula/ui-kit/button';
import { FieldError } from '@aula/ui-kit/field';
import { FormCheckboxField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { useId } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ReorderList } from '../editing/reorder-list';
import { type CheckForm, listError } from './check-form';
import { QuestionGroup } from './check-layout';
import { CheckQuestionEditor } from './check-question-editor';
import { newQuestion } from './check-values';
import { useFocusAfterRemoval } from './use-focus-after-removal';

const Questions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export interface CheckEditorProps {
  form: CheckForm;
  /** The lesson's other parts: where a wrong answer may send the learner to read again. */
  reviewParts: readonly { id: number; title: string }[];
}

/**
 * A check part's own fields: the pass mark, the tries and the questions, in the order learners
 * meet them (the server shuffles them per try; true or false keeps its order).
 */
export function CheckEditor({ form, reviewParts }: CheckEditorProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.check' });
  const questions = useFieldArray({ control: form.control, name: 'check.questions' });
  const unlimited = useWatch({ control: form.control, name: 'check.unlimited_attempts' });
  const { errors } = useFormState({ control: form.control, name: ['check', 'check.questions'] });
  const headingId = useId();
  const addQuestion = useFocusAfterRemoval<HTMLDivElement>();
  // A reason the server gave about the whole check (or a question the form no longer has) is said here.
  const problem = listError(errors, 'check.questions') ?? listError(errors, 'check');
  const numberOf = (key: string) => questions.fields.findIndex((field) => field.id === key) + 1;

  return (
    <>
      <QuestionGroup>
        <legend>{t('settings')}</legend>
        <FormTextField
          control={form.control}
          name="check.pass_mark"
          label={t('passMark')}
          hint={t('passMarkHint')}
          inputMode="numeric"
        />
        <FormCheckboxField control={form.control} name="check.unlimited_attempts" label={t('unlimitedAttempts')} />
        {!unlimited && (
          <FormTextField
            control={form.control}
            name="check.max_attempts"
            label={t('maxAttempts')}
            hint={t('maxAttemptsHint')}
            inputMode="numeric"
          />
        )}
      </QuestionGroup>
      <Questions aria-labelledby={headingId}>
        <h3 id={headingId}>{t('questions')}</h3>
        <ReorderList
          label={t('questionsLabel')}
          controls="above"
          items={questions.fields}
          getKey={(field) => field.id}
          itemLabel={(field) => t('question', { number: numberOf(field.id) })}
          onReorder={(_, { from, to }) => questions.move(from, to)}
          renderItem={(_, index) => (
            <CheckQuestionEditor
              // A moved question is drawn anew at its place: its options' list is named by its index.
              key={index}
              form={form}
              index={index}
              reviewParts={reviewParts}
              {...(questions.fields.length > 1
                ? {
                    onRemove: () => {
                      questions.remove(index);
                      addQuestion.removed();
                    },
                  }
                : {})}
            />
          )}
        />
        {/* No field to blame: the focus comes here after a refused save, as to a form's message. */}
        <FieldError tabIndex={-1} data-form-error aria-live="polite">
          {problem}
        </FieldError>
        {questions.fields.length < MAX_QUESTIONS && (
          <div ref={addQuestion.target}>
            <Button type="button" variant="secondary" onClick={() => questions.append(newQuestion())}>
              {t('addQuestion')}
            </Button>
          </div>
        )}
      </Questions>
    </>
  );
}
