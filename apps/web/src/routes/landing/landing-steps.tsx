import { ICON_SIZE, type LucideIcon, Smartphone, Trophy, UserRound } from '@aula/ui-kit/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LandingHeading, LandingSection, threeColumns } from './landing-section';

const Steps = styled.ol`
  ${threeColumns}
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: 48rem) {
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
    <LandingSection aria-labelledby={heading}>
      <LandingHeading id={heading}>{t('landing.howTitle')}</LandingHeading>
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
    </LandingSection>
  );
}
