import { MAX_OPTIONS, MIN_OPTIONS, QUESTION_KINDS, type QuestionKind } from '@aula/contracts/knowledge-checks';
import { Button } from '@aula/ui-kit/button';
import { Field, FieldError, Select } from '@aula/ui-kit/field';
import { FormSelectField, FormTextAreaField } from '@aula/ui-kit/forms/form-fields';
import { useId } from 'react';
import { useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Actions } from '../shell/screen-layout';
import { type CheckForm, listError, type QuestionPath } from './check-form';
import { Muted, OptionsGroup, QuestionGroup } from './check-layout';
import { CheckOptionEditor } from './check-option-editor';
import { blankOption, trueFalseOptions } from './check-values';
import { useFocusAfterRemoval } from './use-focus-after-removal';

export interface CheckQuestionEditorProps {
  form: CheckForm;
  index: number;
  /** The lesson's other parts: where a wrong answer may send the learner to read again. */
  reviewParts: readonly { id: number; title: string }[];
  /** Absent while it is the check's only question. */
  onRemove?: () => void;
}

/** One question: its kind, its words, its options with the right ones marked, and a part to review. */
export function CheckQuestionEditor({ form, index, reviewParts, onRemove }: CheckQuestionEditorProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.check' });
  const question: QuestionPath = `check.questions.${index}`;
  const options = useFieldArray({ control: form.control, name: `${question}.options` });
  const kind = useWatch({ control: form.control, name: `${question}.kind` });
  const { errors } = useFormState({ control: form.control, name: `${question}.options` });
  const optionsError = listError(errors, `${question}.options`);
  const problemId = `${useId()}-options`;
  const addOption = useFocusAfterRemoval<HTMLDivElement>();
  const number = index + 1;

  const chooseRight = (chosen: number) => {
    const count = form.getValues(`${question}.options`).length;
    for (let at = 0; at < count; at += 1) {
      form.setValue(`${question}.options.${at}.correct`, at === chosen, { shouldDirty: true });
    }
  };
  const kindField = useController({ control: form.control, name: `${question}.kind` });
  const changeKind = (next: QuestionKind) => {
    kindField.field.onChange(next);
    if (next === 'true_false') {
      options.replace(trueFalseOptions({ true: t('trueOption'), false: t('falseOption') }));
    } else if (next === 'single') {
      // From several right answers to one: the first marked stays right.
      const firstRight = form.getValues(`${question}.options`).findIndex((option) => option.correct);
      if (firstRight >= 0) chooseRight(firstRight);
    }
  };

  const fixed = kind === 'true_false';
  const canRemoveOption = !fixed && options.fields.length > MIN_OPTIONS;
  return (
    <QuestionGroup>
      <legend>{t('question', { number })}</legend>
      <Field label={t('kind')}>
        {({ inputId, describedBy }) => (
          <Select
            id={inputId}
            ref={kindField.field.ref}
            name={kindField.field.name}
            value={kindField.field.value}
            onChange={(event) => changeKind(event.target.value as QuestionKind)}
            onBlur={kindField.field.onBlur}
            aria-describedby={describedBy}
          >
            {QUESTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormTextAreaField control={form.control} name={`${question}.prompt`} label={t('prompt')} />
      <OptionsGroup>
        <legend>{t('options')}</legend>
        <Muted>{t(`optionsHint.${kind}`)}</Muted>
        <FieldError id={problemId} aria-live="polite">
          {optionsError}
        </FieldError>
        {options.fields.map((option, at) => (
          <CheckOptionEditor
            key={option.id}
            form={form}
            question={question}
            index={at}
            kind={kind}
            onChooseRight={chooseRight}
            {...(canRemoveOption
              ? {
                  onRemove: (removed: number) => {
                    options.remove(removed);
                    addOption.removed();
                  },
                }
              : {})}
            problemId={optionsError ? problemId : undefined}
          />
        ))}
        {!fixed && options.fields.length < MAX_OPTIONS && (
          <div ref={addOption.target}>
            <Button
              type="button"
              variant="secondary"
              // The focus stays here, to add another; the new option is just above.
              onClick={() => options.append(blankOption(), { shouldFocus: false })}
            >
              {t('addOption')}
            </Button>
          </div>
        )}
      </OptionsGroup>
      <FormSelectField
        control={form.control}
        name={`${question}.review_part_id`}
        label={t('review')}
        hint={t('reviewHint')}
        options={[
          { value: '', label: t('noReview') },
          ...reviewParts.map((part) => ({ value: String(part.id), label: part.title })),
        ]}
      />
      {onRemove && (
        <Actions>
          <Button type="button" variant="ghost" onClick={onRemove}>
            {t('removeQuestion', { number })}
          </Button>
        </Actions>
      )}
    </QuestionGroup>
  );
}
