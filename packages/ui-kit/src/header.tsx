import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo';
import { focusRing } from './focus-ring';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HomeLink = styled(RouterLink)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface HeaderProps {
  logoUrl: string;
  brandName: string;
  homeHref: string;
  /** The slot on the right: sign-in / sign-out, settings. */
  children?: ReactNode;
}

export function Header({ logoUrl, brandName, homeHref, children }: HeaderProps) {
  return (
    <Bar>
      <HomeLink to={homeHref}>
        <BrandLogo src={logoUrl} alt={brandName} />
      </HomeLink>
      <Actions>{children}</Actions>
    </Bar>
  );
}
