import type { LandingStep } from '@aula/contracts/landing';
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

const ICONS = STEPS.map(([, icon]) => icon);

/**
 * "Así funciona": three steps from a visitor to a learner with prizes, or the ally's own steps when
 * its team wrote them in the console (in the ally's language, Spanish).
 */
export function LandingSteps({ steps }: { steps?: readonly LandingStep[] | undefined }) {
  const { t } = useTranslation('shell');
  const heading = useId();
  const shown = steps?.length
    ? steps.map((step, index) => ({
        ...step,
        key: String(index),
        icon: ICONS[index % ICONS.length] ?? UserRound,
        lang: 'es',
      }))
    : STEPS.map(([key, icon]) => ({
        key,
        icon,
        title: t(`landing.steps.${key}.title`),
        text: t(`landing.steps.${key}.text`),
        lang: undefined,
      }));
  return (
    <LandingSection aria-labelledby={heading}>
      <LandingHeading id={heading}>{t('landing.howTitle')}</LandingHeading>
      <Steps>
        {shown.map(({ key, icon: Icon, title, text, lang }) => (
          <Step key={key} lang={lang}>
            <Badge>
              <Icon size={ICON_SIZE.lg} />
            </Badge>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </Step>
        ))}
      </Steps>
    </LandingSection>
  );
}
