import type { Brand } from '@aula/brand/brand';
import { Footer } from '@aula/ui-kit/footer';
import { Header } from '@aula/ui-kit/header';
import { Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import styled from 'styled-components';
import { findBrand } from '../../brands';
import { SessionActions } from './session-actions';
import { useBrandDocument } from './use-brand-document';

export { brandLoader } from './brand-loader';

const FooterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

function BrandFrame({ brand, basePath }: { brand: Brand; basePath: string }) {
  const { t } = useTranslation('web');
  useBrandDocument(brand);
  return (
    <>
      <Header logoUrl={brand.logoUrl} brandName={brand.config.name} homeHref={basePath}>
        <SessionActions basePath={basePath} />
      </Header>
      <Outlet />
      <Footer logoUrl={brand.logoUrl} brandName={brand.config.name}>
        <p>{brand.config.tagline}</p>
        <FooterLinks aria-label={brand.config.name}>
          <Link to="/">{t('header.changeCountry')}</Link>
          <Link to="/settings">{t('header.settings')}</Link>
        </FooterLinks>
      </Footer>
    </>
  );
}

/** `/:country/:brand`: the ally's frame (header, footer, document head) around its pages. */
export function BrandLayout() {
  const { country = '', brand: allyCode } = useParams();
  const brand = findBrand(allyCode);
  // The loader already sends unknown brands away; this only guards a render without it.
  if (!brand) return <Navigate to="/" replace />;
  return <BrandFrame brand={brand} basePath={`/${country}/${brand.config.allyCode}`} />;
}
