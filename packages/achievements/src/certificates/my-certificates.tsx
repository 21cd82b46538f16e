import { useMyCertificatesQuery } from '@aula/api-client/certificates';
import { FRESH_ON_EVERY_VISIT } from '@aula/api-client/hooks';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Card, CardBody } from '@aula/ui-kit/card';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Award } from '@aula/ui-kit/icons';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CertificateCard } from './certificate-card';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

// Cards side by side where two fit, one on a phone; never wider than the screen (min()).
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A certificate card's shape while the list loads: a title, its date, its buttons. */
function CertificateSkeleton() {
  return (
    <Card aria-hidden="true" data-skeleton="certificate-card">
      <CardBody>
        <Skeleton $height="1.25em" $width="80%" />
        <Skeleton $width="55%" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
      </CardBody>
    </Card>
  );
}

/**
 * "Mis certificados" on the achievements screen: each certificate the learner earned by completing
 * a certifying module. Asked on every visit: completing a module issues one.
 */
export function MyCertificates() {
  const { t } = useTranslation('achievements', { keyPrefix: 'certificates' });
  const query = useMyCertificatesQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_EVERY_VISIT });
  const { allyCode } = useAllySite();
  const allyName = useCurrentBrand()?.config.name ?? allyCode;

  function body() {
    if (query.isLoading) {
      return (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          <CertificateSkeleton />
        </div>
      );
    }
    if (query.isError || !query.data) {
      return <ErrorState message={t('error')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (query.data.results.length === 0) return <EmptyState icon={Award} message={t('empty')} />;
    return (
      <List>
        {query.data.results.map((certificate) => (
          <li key={certificate.id}>
            <CertificateCard certificate={certificate} allyName={allyName} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Section aria-labelledby="my-certificates">
      <h2 id="my-certificates">{t('title')}</h2>
      <p>{t('intro')}</p>
      {body()}
    </Section>
  );
}
