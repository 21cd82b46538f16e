import type { CheckQuestionResult } from '@aula/contracts/console-check-results';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../charts/use-number-format';

/** A question's answers in words: the share right, how many answered, and the wrong option chosen most. */
export function QuestionLines({ question }: { question: CheckQuestionResult }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  const format = useNumberFormat();
  const wrong = question.mostChosenWrong;
  const share =
    question.rightShare === null ? t('noAnswers') : t('rightShare', { percent: format.percent(question.rightShare) });
  return (
    <>
      <span>
        {share} · {t('answers', { count: question.answered, value: format.count(question.answered) })}
      </span>
      {wrong && (
        <span>
          {t('mostChosenWrong', { count: wrong.chosen, value: format.count(wrong.chosen), text: wrong.text })}
        </span>
      )}
    </>
  );
}
