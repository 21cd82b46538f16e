import type { LearnerDetail } from '@aula/contracts/console-learners';
import { surveyAnswer } from '@aula/contracts/profile';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';

// The API keeps a survey's answers as they were sent (`[{ question, value }]` since the survey's
// contract); anything else (older rows) is said, not guessed at.
const answersSchema = z.array(surveyAnswer);

/** One survey a learner took: its date and score, and each answer in the survey's own words. */
export function SurveyAnswers({ survey }: { survey: LearnerDetail['surveys'][number] }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight' });
  const dates = useDateFormat();
  const format = useNumberFormat();
  const answers = answersSchema.safeParse(survey.answers);
  const caption = t('learners.learner.surveyOn', {
    day: dates.day(survey.answeredAt),
    score: format.decimal(survey.score),
  });
  if (!answers.success) {
    return (
      <p>
        {caption} {t('learners.learner.otherAnswers')}
      </p>
    );
  }
  return (
    <DataTable
      caption={caption}
      rows={answers.data}
      columns={[
        {
          key: 'question',
          label: t('learners.learner.question'),
          cell: (row) => t(`survey.questions.${row.question}`, { defaultValue: row.question }),
        },
        {
          key: 'value',
          label: t('learners.learner.answer'),
          cell: (row) => `${row.value} · ${t(`survey.answers.${row.value}`)}`,
        },
      ]}
    />
  );
}
