import type { CheckQuestionResult, CheckResult } from '@aula/contracts/console-check-results';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NarrowCards, WideOnly } from '../../shell/rows-as-cards';
import { DataTable } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';
import { QuestionLines } from './question-lines';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

// Small tiles that wrap: two side by side on a 320px phone, all in a row on a wide screen.
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** One row of a check's questions table. */
interface QuestionRow {
  prompt: string;
  answered: number;
  rightShare: number | null;
  wrong: string | null;
}

function useQuestionRows(questions: CheckQuestionResult[]): QuestionRow[] {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  const format = useNumberFormat();
  return questions.map((question) => ({
    prompt: question.prompt,
    answered: question.answered,
    rightShare: question.rightShare,
    wrong: question.mostChosenWrong
      ? t('wrongCell', { text: question.mostChosenWrong.text, value: format.count(question.mostChosenWrong.chosen) })
      : null,
  }));
}

/** A check's period: who tried and passed, in how many tries, and each question's answers. */
export function CheckSection({ check }: { check: CheckResult }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  const format = useNumberFormat();
  const contentLang = useContentLang();
  const rows = useQuestionRows(check.questions);
  const caption = t('questionsCaption', { check: check.title, lesson: check.lessonTitle });
  const figures = [
    { key: 'tried', value: format.count(check.learners) },
    { key: 'passed', value: format.count(check.passed) },
    { key: 'passRate', value: check.passRate === null ? '—' : format.percent(check.passRate) },
    { key: 'attempts', value: format.count(check.attempts) },
  ] as const;

  return (
    <Article>
      <h3 {...contentLang}>{check.title}</h3>
      <Muted>{t('lesson', { lesson: check.lessonTitle })}</Muted>
      {check.learners === 0 ? (
        <p>{t('nobodyTried')}</p>
      ) : (
        <>
          <Figures>
            {figures.map(({ key, value }) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Figures>
          <p>
            {check.averageTriesToPass === null
              ? t('nobodyPassed')
              : t('averageTries', { value: format.decimal(check.averageTriesToPass) })}
          </p>
          <WideOnly>
            <DataTable
              caption={caption}
              rows={rows}
              columns={[
                { key: 'prompt', label: t('question'), cell: (row) => <span {...contentLang}>{row.prompt}</span> },
                { key: 'answered', label: t('answered'), numeric: true, format: format.count },
                { key: 'rightShare', label: t('right'), numeric: true, format: format.percent },
                { key: 'wrong', label: t('wrongColumn') },
              ]}
            />
          </WideOnly>
          <NarrowCards aria-label={caption}>
            {check.questions.map((question) => (
              <li key={question.questionId}>
                <strong {...contentLang}>{question.prompt}</strong>
                <QuestionLines question={question} />
              </li>
            ))}
          </NarrowCards>
        </>
      )}
    </Article>
  );
}
