import type { CheckAttemptResult, LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { PartListItem } from '@aula/contracts/lessons';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { Button } from '@aula/ui-kit/button';
import { CheckQuestion } from '@aula/ui-kit/knowledge-check/check-question';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { partHref } from '../shared/part-href';
import { Questions } from './check-form';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-passed='true'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  & > h3 {
    margin: 0;
    &:focus {
      outline: none;
    }
  }

  & > p {
    margin: 0;
  }
`;

const Review = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** The words of a grade: what the live region says and the heading shows. */
export function useGradeWords(result: CheckAttemptResult) {
  const { t } = useTranslation('lessonsCheck');
  const right = result.questions.filter((question) => question.correct).length;
  return {
    verdict: result.passed ? t('passed') : t('failed', { passMark: result.pass_mark }),
    score: t('score', { right, total: result.questions.length, score: result.score }),
  };
}

interface CheckOutcomeProps {
  result: CheckAttemptResult;
  check: LearnerCheck;
  parts: PartListItem[];
  partId: number;
  onRetry?: () => void;
}

/**
 * A graded try: the verdict (focused, so a screen reader reads it first), the score, what is left,
 * then each question marked right or wrong with the feedback of the chosen options and, for a
 * wrong one, the part to read again. A new try while one is left.
 */
export function CheckOutcome({ result, check, parts, partId, onRetry }: CheckOutcomeProps) {
  const { t } = useTranslation('lessonsCheck');
  const running = useAppRunning();
  const heading = useRef<HTMLHeadingElement>(null);
  const words = useGradeWords(result);
  useEffect(() => heading.current?.focus(), []);
  const canRetry = !result.passed && result.attempts_left !== 0;
  const total = result.questions.length;

  return (
    <>
      <Summary data-passed={result.passed}>
        <h3 ref={heading} tabIndex={-1}>
          {words.verdict}
        </h3>
        <p>
          <strong>{words.score}</strong>
        </p>
        {!result.passed && result.attempts_left !== null && (
          <p>{result.attempts_left === 0 ? t('noTriesLeft') : t('triesLeft', { count: result.attempts_left })}</p>
        )}
      </Summary>
      <Questions>
        {result.questions.map((graded, index) => {
          const question = check.questions.find((one) => one.id === graded.question_id);
          if (!question) return null;
          const review = graded.correct ? undefined : parts.find((part) => part.id === graded.review_part_id);
          return (
            <div key={graded.question_id}>
              <CheckQuestion
                question={question}
                number={index + 1}
                total={total}
                name={`graded_${graded.question_id}`}
                chosen={graded.chosen_option_ids}
                result={graded}
                disabled
              />
              {review && (
                <Review>
                  <Link to={partHref(review.id)}>{t('review', { title: review.title })}</Link>
                </Review>
              )}
            </div>
          );
        })}
      </Questions>
      {/* Before the app a new try is the part's page again, drawn with the next try's questions. */}
      {canRetry &&
        (running && onRetry ? (
          <Button variant="secondary" block onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : (
          <ButtonLink to={partHref(partId)} $variant="secondary" $block>
            {t('retry')}
          </ButtonLink>
        ))}
    </>
  );
}
