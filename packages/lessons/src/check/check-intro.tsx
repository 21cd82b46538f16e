import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What it takes to pass and how many tries there are: "Necesitas 70% para aprobar. Intentos: 1 de 3 usados." */
export function CheckIntro({ check }: { check: LearnerCheck }) {
  const { t } = useTranslation('lessonsCheck');
  const tries =
    check.max_attempts === null
      ? t('triesUnlimited')
      : t('triesUsed', { used: check.attempts_used, max: check.max_attempts });
  return (
    <Intro>
      {t('passMark', { passMark: check.pass_mark })} {tries}
      {check.last_attempt && !check.passed && <> {t('lastTry', { score: check.last_attempt.score })}</>}
    </Intro>
  );
}
