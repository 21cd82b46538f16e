import type { QuestionKind } from '@aula/contracts/knowledge-checks';
import { Button } from '@aula/ui-kit/button';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckForm, QuestionPath } from './check-form';
import { OptionGroup, RightMark } from './check-layout';

export interface CheckOptionEditorProps {
  form: CheckForm;
  question: QuestionPath;
  index: number;
  kind: QuestionKind;
  /** One right option (a radio) is chosen through the question, which unmarks the others. */
  onChooseRight: (index: number) => void;
  /** Absent when the option cannot go (a true-or-false question's, or the last two). */
  onRemove?: (index: number) => void;
  /** The id of what is wrong with the question's right marks, read with each mark. */
  problemId: string | undefined;
}

/** One option of a question: its words, whether it is right, and what a learner who chose it reads. */
export function CheckOptionEditor({
  form,
  question,
  index,
  kind,
  onChooseRight,
  onRemove,
  problemId,
}: CheckOptionEditorProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.check' });
  const path = `${question}.options.${index}` as const;
  const { field } = useController({ control: form.control, name: `${path}.correct` });
  const number = index + 1;
  const several = kind === 'multiple';
  return (
    <OptionGroup $right={field.value}>
      <legend>{t('option', { number })}</legend>
      <FormTextField control={form.control} name={`${path}.text`} label={t('optionText')} />
      <RightMark>
        <input
          ref={field.ref}
          type={several ? 'checkbox' : 'radio'}
          // The radios of one question are one group: the arrow keys move the mark between them.
          name={several ? field.name : `${question}.right`}
          checked={field.value}
          onChange={(event) => (several ? field.onChange(event.target.checked) : onChooseRight(index))}
          onBlur={field.onBlur}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId}
        />
        {t('correct')}
      </RightMark>
      <FormTextField control={form.control} name={`${path}.feedback`} label={t('feedback')} />
      {onRemove && (
        <div>
          <Button type="button" variant="ghost" onClick={() => onRemove(index)}>
            {t('removeOption', { number })}
          </Button>
        </div>
      )}
    </OptionGroup>
  );
}
