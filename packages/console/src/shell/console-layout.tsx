import { SIGN_OUT_ON_ARRIVAL } from '@aula/api-client/account';
import { allyPath, allyRoot } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { BrandLogo } from '@aula/ui-kit/brand-logo';
import { Button } from '@aula/ui-kit/button';
import { ContentLangProvider } from '@aula/ui-kit/content-lang';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { focusRing } from '@aula/ui-kit/focus-ring';
import { Link } from '@aula/ui-kit/link';
import { PAGE_WIDTH } from '@aula/ui-kit/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ConsoleNav } from './console-nav';
import { useConsoleUser } from './use-console-user';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -10rem;
  z-index: 20;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Home = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }

  @media (min-width: 48rem) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const MAIN_ID = 'console-main';

/** The ally team's console frame: the ally's logo, "Consola", the places the role may open, who is signed in. */
export function ConsoleLayout() {
  const { t } = useTranslation('console', { keyPrefix: 'shell' });
  const site = useAllySite();
  const brand = useCurrentBrand();
  const { name, role } = useConsoleUser();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // The session ends on the landing (the brand's frame): ended here, this console's guard would
  // send the visitor to the sign-in page while the landing's code loads.
  const leave = () => {
    setSigningOut(true);
    navigate(allyRoot(site), { state: SIGN_OUT_ON_ARRIVAL });
  };
  const home = allyPath(site, 'console');

  return (
    <Frame>
      <SkipLink href={`#${MAIN_ID}`}>{t('skipToContent')}</SkipLink>
      <Bar>
        <Inner>
          <Home to={home}>
            {brand && <BrandLogo src={brand.logoUrl} alt={brand.config.name} height="32px" />}
            <span>{t('name')}</span>
          </Home>
          <Account>
            {name && (
              <span>
                {name} · {t(`roles.${role}`, { defaultValue: role })}
              </span>
            )}
            <Link to={allyRoot(site)}>{t('nav.learnerSite')}</Link>
            <Button type="button" variant="ghost" onClick={leave} loading={signingOut}>
              {t('nav.signOut')}
            </Button>
          </Account>
          <ConsoleNav role={role} />
        </Inner>
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        {/* The ally's content (titles, prizes) keeps its own language in an English console. */}
        <ContentLangProvider lang={brand?.config.locale.split('-')[0] ?? 'es'}>
          <Outlet />
        </ContentLangProvider>
      </Main>
    </Frame>
  );
}
