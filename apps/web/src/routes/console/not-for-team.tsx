import { allyRoot } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { BrandLogo } from '@aula/ui-kit/brand-logo';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { ButtonLink } from '@aula/ui-kit/link';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

/** A signed-in learner (or another ally's account) at the console: said plainly, with the way back. */
export function NotForTeam() {
  const { t } = useTranslation('console', { keyPrefix: 'shell.guard' });
  const site = useAllySite();
  const brand = useCurrentBrand();
  const ally = brand?.config.name ?? site.allyCode;
  const title = t('notForYouTitle', { ally });
  usePageTitle(title);
  return (
    <Screen>
      {brand && <BrandLogo src={brand.logoUrl} alt={brand.config.name} />}
      <h1>{title}</h1>
      <p>{t('notForYouText', { ally })}</p>
      <ButtonLink to={allyRoot(site)} $variant="primary">
        {t('backToSite')}
      </ButtonLink>
    </Screen>
  );
}
