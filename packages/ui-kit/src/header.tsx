import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo';
import { focusRing } from './focus-ring';
import { PAGE_WIDTH } from './page';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${PAGE_WIDTH};
  min-height: 3.5rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  @media (min-width: 48rem) {
    gap: ${({ theme }) => theme.space.lg};
    padding-inline: ${({ theme }) => theme.space.lg};
    min-height: 4rem;
  }
`;

const HomeLink = styled(RouterLink)`
  display: inline-flex;
  flex: none;
  /* An ally without a logo has its name here: the page's text colour, not a link's. */
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const NavSlot = styled.div`
  flex: 1;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

export interface HeaderProps {
  logoUrl: string;
  brandName: string;
  homeHref: string;
  /** The site's places (SiteNav): a row here on wide screens, a bottom bar on phones. */
  nav?: ReactNode;
  /** The slot on the right: sign-in / sign-out, settings. */
  children?: ReactNode;
}

export function Header({ logoUrl, brandName, homeHref, nav, children }: HeaderProps) {
  return (
    <Bar>
      <Inner>
        <HomeLink to={homeHref}>
          <BrandLogo src={logoUrl} alt={brandName} />
        </HomeLink>
        {nav ? <NavSlot>{nav}</NavSlot> : null}
        <Actions>{children}</Actions>
      </Inner>
    </Bar>
  );
}
