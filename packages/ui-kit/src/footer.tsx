import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo';
import { PAGE_WIDTH } from './page';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  & p {
    margin: 0;
  }

  @media (min-width: 48rem) {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

export interface FooterProps {
  logoUrl: string;
  brandName: string;
  /** The slot under the logo: tagline, links. */
  children?: ReactNode;
}

export function Footer({ logoUrl, brandName, children }: FooterProps) {
  return (
    <Bar>
      <Inner>
        <BrandLogo src={logoUrl} alt={brandName} height="28px" />
        {children}
      </Inner>
    </Bar>
  );
}
