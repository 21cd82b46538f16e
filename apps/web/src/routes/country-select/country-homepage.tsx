import { useGetHomepagesQuery } from '@aula/api-client/landing';
import type { Homepage } from '@aula/contracts/landing';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Check, ICON_SIZE } from '@aula/ui-kit/icons';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.section`
  margin-block: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    line-height: 1.25;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function HomepageBlock({ page }: { page: Homepage }) {
  const heading = useId();
  return (
    // The country's own words, written in Spanish whatever the interface's language (as posts and
    // lessons are): marked so a screen reader in English reads them with Spanish rules.
    <Panel aria-labelledby={heading} lang="es">
      <h2 id={heading}>{page.title}</h2>
      <p>{page.subtitle}</p>
      {page.highlights.length > 0 && (
        <Highlights>
          {page.highlights.map((highlight) => (
            <li key={highlight}>
              <Check size={ICON_SIZE.md} aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </Highlights>
      )}
    </Panel>
  );
}

/**
 * The chosen country's home page (GET /api/{country}/homepages/: title, subtitle, highlights),
 * what learning there offers, shown while the visitor picks an ally (the spec's flow: country,
 * ally, landing). A country without one shows nothing; a failed load says so and can be retried,
 * without keeping the visitor from choosing an ally.
 */
export function CountryHomepage({ country }: { country: string }) {
  const { t } = useTranslation('web');
  const query = useGetHomepagesQuery(country);
  if (query.isLoading) return <LoadingState label={t('countries.homepageLoading')} />;
  if (query.isError) {
    return (
      <ErrorState message={t('countries.homepageError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  }
  return (query.data?.results ?? []).map((page) => <HomepageBlock key={page.title} page={page} />);
}
