import { ArrowRight, ICON_SIZE } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { titleText } from '@aula/ui-kit/type-scale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Band = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    ${titleText}
    margin: 0;
  }

  p {
    margin: 0;
  }

  @media (min-width: 48rem) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

// On the brand's primary colour the button turns round: the page's surface, the primary's ink.
const InvertedLink = styled(ButtonLink)`
  flex: none;
  background: ${({ theme }) => theme.colors.onPrimary};
  border-color: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The closing call: register (or, signed in, go on learning). */
export function LandingCta({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('shell');
  const heading = useId();
  return (
    <Band aria-labelledby={heading}>
      <div>
        <h2 id={heading}>{t('landing.ctaTitle')}</h2>
        <p>{t('landing.ctaText')}</p>
      </div>
      <InvertedLink to={to}>
        {label}
        <ArrowRight size={ICON_SIZE.md} />
      </InvertedLink>
    </Band>
  );
}
