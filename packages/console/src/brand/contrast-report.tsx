import type { ContrastProblem } from '@aula/contracts/brand-contrast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDescribeProblem } from './live-contrast';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const Ok = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/**
 * Every pair below WCAG AA in either mode as the colours change (the API's own check), in the
 * team's words; read out politely, so a screen reader hears a new problem without losing its place.
 */
export function ContrastReport({ problems }: { problems: ContrastProblem[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.contrast' });
  const describe = useDescribeProblem();
  const heading = useId();
  return (
    <Section aria-labelledby={heading}>
      <h2 id={heading}>{t('title')}</h2>
      <div aria-live="polite">
        {problems.length === 0 ? (
          <Ok>{t('ok')}</Ok>
        ) : (
          <>
            <p>{t('problems', { count: problems.length })}</p>
            <Problems>
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.background}`}>{describe(problem)}</li>
              ))}
            </Problems>
          </>
        )}
      </div>
    </Section>
  );
}
