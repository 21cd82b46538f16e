import type { Brand } from '@aula/brand/brand';
import { allyRoot } from '@aula/contracts/site-paths';
import { BrandLogo } from '@aula/ui-kit/brand-logo';
import { focusRing } from '@aula/ui-kit/focus-ring';
import { CardGrid } from '@aula/ui-kit/page';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';

const AllyLink = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  ${focusRing}
`;

/** The allies that offer the chosen country, each by logo and name. */
export function AllyChoice({ country, allies }: { country: string; allies: Brand[] }) {
  return (
    <CardGrid>
      {allies.map((brand) => (
        <li key={brand.config.allyCode}>
          <AllyLink to={allyRoot({ country, allyCode: brand.config.allyCode })}>
            {/* The name is written beside the logo, so the logo itself is decoration here. */}
            <BrandLogo src={brand.logoUrl} alt="" height="48px" />
            {brand.config.name}
          </AllyLink>
        </li>
      ))}
    </CardGrid>
  );
}
