import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { focusRing } from '@aula/ui-kit/focus-ring';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { consoleSectionsFor, sectionPath } from './console-sections';
import { useConsoleUser } from './use-console-user';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  max-width: 40rem;
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${focusRing}

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The console's home (`consola`): who is in, and the places their role opens, each said in a line. */
export function ConsoleHomeScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'shell' });
  const site = useAllySite();
  const brand = useCurrentBrand();
  const { name, role } = useConsoleUser();
  const title = t('home.title', { ally: brand?.config.name ?? site.allyCode });
  usePageTitle(title);
  const sections = consoleSectionsFor(role);
  return (
    <>
      <Title>{title}</Title>
      {name && <Lead>{t('home.greeting', { name })}</Lead>}
      <Lead>{t('home.intro')}</Lead>
      <Muted>{t('home.role', { role: t(`roles.${role}`, { defaultValue: role }) })}</Muted>
      {sections.length > 0 && (
        <section aria-labelledby="console-home-sections">
          <Heading id="console-home-sections">{t('home.sections')}</Heading>
          <Cards>
            {sections.map((section) => (
              <li key={section.id}>
                <Card to={sectionPath(site, section)}>
                  <strong>{t(`nav.${section.id}`)}</strong>
                  <span>{t(`home.${section.id}Text`)}</span>
                </Card>
              </li>
            ))}
          </Cards>
        </section>
      )}
    </>
  );
}
