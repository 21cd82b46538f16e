import type { QuestionKind } from '@aula/contracts/knowledge-checks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '../content-lang';
import { CircleCheck, CircleX, ICON_SIZE } from '../icons';
import {
  Feedback,
  Fieldset,
  Hint,
  Legend,
  Mark,
  Option,
  Options,
  Problem,
  Prompt,
  QuestionNumber,
  Row,
  Verdict,
} from './check-question-styles';
import { markOf, type OptionMark, type QuestionGrade } from './option-mark';

export type { QuestionGrade } from './option-mark';

/** A question as a learner reads it: its options, never which are right. */
export interface CheckQuestionContent {
  id: number;
  kind: QuestionKind;
  prompt: string;
  options: { id: number; text: string }[];
}

export interface CheckQuestionProps {
  question: CheckQuestionContent;
  /** Its place in the check, from 1. */
  number: number;
  /** The chosen options' ids. */
  chosen: number[];
  /** Every option chosen after a change; without it the inputs keep their own state (a preview). */
  onChange?: (optionIds: number[]) => void;
  /** The inputs' name: what a form posted without the app sends, one value per chosen option. */
  name: string;
  /** The try's grade of this question: marks the chosen options and shows their feedback. */
  result?: QuestionGrade;
  disabled?: boolean;
  /** The check's number of questions: "Pregunta 1 de 3" (without it, "Pregunta 1"). */
  total?: number;
  /** Why the question cannot be sent yet: marks its options invalid and is read with each of them. */
  error?: string;
}

const MARK_ICON = { right: CircleCheck, missed: CircleCheck, wrong: CircleX } as const;

function OptionMarkLine({ id, mark }: { id: string; mark: OptionMark }) {
  const { t } = useTranslation('ui');
  const Icon = mark === 'chosen' ? undefined : MARK_ICON[mark];
  return (
    <Mark id={id} $mark={mark}>
      {Icon && <Icon size={ICON_SIZE.sm} strokeWidth={3} aria-hidden="true" />}
      {t(`knowledgeCheck.mark.${mark}`)}
    </Mark>
  );
}

/**
 * One question of a knowledge check: a fieldset named by its number and prompt, its options native
 * radios (one answer) or checkboxes (several), each row a thumb-sized label. After a try it says,
 * in words and icons, which chosen options were right or wrong, with the feedback written for them.
 */
export function CheckQuestion({
  question,
  number,
  chosen,
  onChange,
  name,
  result,
  disabled,
  total,
  error,
}: CheckQuestionProps) {
  const { t } = useTranslation('ui');
  const content = useContentLang();
  const id = useId();
  const multiple = question.kind === 'multiple';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function choose(optionId: number, checked: boolean) {
    if (!onChange) return;
    if (!multiple) onChange([optionId]);
    else
      onChange(
        checked ? [...chosen.filter((one) => one !== optionId), optionId] : chosen.filter((one) => one !== optionId),
      );
  }

  return (
    <Fieldset aria-describedby={multiple ? hintId : undefined} disabled={disabled}>
      <Legend>
        <QuestionNumber>
          {total === undefined
            ? t('knowledgeCheck.question', { number })
            : t('knowledgeCheck.questionOf', { number, total })}
        </QuestionNumber>
        <Prompt {...content}>{question.prompt}</Prompt>
      </Legend>
      {multiple && <Hint id={hintId}>{t('knowledgeCheck.chooseAll')}</Hint>}
      {result && (
        <Verdict $correct={result.correct}>
          {result.correct ? (
            <CircleCheck size={ICON_SIZE.md} strokeWidth={3} aria-hidden="true" />
          ) : (
            <CircleX size={ICON_SIZE.md} strokeWidth={3} aria-hidden="true" />
          )}
          {t(result.correct ? 'knowledgeCheck.verdict.right' : 'knowledgeCheck.verdict.wrong')}
        </Verdict>
      )}
      <Options>
        {question.options.map((option) => {
          const picked = chosen.includes(option.id);
          const mark = result && markOf(option.id, chosen, result, question.kind);
          const feedback = picked ? result?.feedback.find((one) => one.option_id === option.id)?.text : undefined;
          const markId = `${id}-${option.id}-mark`;
          const feedbackId = `${id}-${option.id}-feedback`;
          const described = [mark && markId, feedback && feedbackId, error && errorId].filter(Boolean).join(' ');
          return (
            <Option key={option.id} $mark={mark}>
              <Row $disabled={disabled}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={option.id}
                  {...(onChange
                    ? { checked: picked, onChange: (event) => choose(option.id, event.currentTarget.checked) }
                    : { defaultChecked: picked })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described || undefined}
                />
                <span {...content}>{option.text}</span>
              </Row>
              {mark && <OptionMarkLine id={markId} mark={mark} />}
              {feedback && (
                <Feedback id={feedbackId} {...content}>
                  {feedback}
                </Feedback>
              )}
            </Option>
          );
        })}
      </Options>
      {error && <Problem id={errorId}>{error}</Problem>}
    </Fieldset>
  );
}
