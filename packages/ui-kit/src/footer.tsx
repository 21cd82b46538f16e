import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo';

const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
      <BrandLogo src={logoUrl} alt={brandName} height="28px" />
      {children}
    </Bar>
  );
}
