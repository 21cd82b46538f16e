import { ICON_SIZE, type LucideIcon, Smartphone, Trophy, UserRound } from '@aula/ui-kit/icons';
import { titleText } from '@aula/ui-kit/type-scale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  ${titleText}
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const STEPS: [key: string, icon: LucideIcon][] = [
  ['one', UserRound],
  ['two', Smartphone],
  ['three', Trophy],
];

/** "Así funciona": three steps from a visitor to a learner with prizes. */
export function LandingSteps() {
  const { t } = useTranslation('shell');
  const heading = useId();
  return (
    <Section aria-labelledby={heading}>
      <Heading id={heading}>{t('landing.howTitle')}</Heading>
      <Steps>
        {STEPS.map(([key, Icon]) => (
          <Step key={key}>
            <Badge>
              <Icon size={ICON_SIZE.lg} />
            </Badge>
            <div>
              <h3>{t(`landing.steps.${key}.title`)}</h3>
              <p>{t(`landing.steps.${key}.text`)}</p>
            </div>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
