import type { Brand } from '@aula/brand/brand';
import { contrastProblems } from '@aula/contracts/brand-contrast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const Ok = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/**
 * Every text/background pair below WCAG AA in either mode, as the colours change: the checker
 * brand:check runs (@aula/contracts/brand-contrast), in the team's words. Read out politely as it changes.
 */
export function ContrastReport({ colors }: { colors: Brand['theme']['colors'] }) {
  const { t } = useTranslation('studio');
  const problems = contrastProblems(colors);
  const name = (token: string) => t(`tokens.${token}`);
  return (
    <Section aria-labelledby="studio-contrast">
      <h2 id="studio-contrast">{t('contrast')}</h2>
      <div aria-live="polite">
        {problems.length === 0 ? (
          <Ok>{t('contrastOk')}</Ok>
        ) : (
          <>
            <p>{t('contrastProblems', { count: problems.length })}</p>
            <Problems>
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.background}`}>
                  {t('contrastItem', {
                    mode: t(`${problem.mode}`),
                    fg: name(problem.foreground),
                    bg: name(problem.background),
                    ratio: problem.ratio.toFixed(2),
                  })}
                </li>
              ))}
            </Problems>
          </>
        )}
      </div>
    </Section>
  );
}
