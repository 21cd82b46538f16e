import { useGetConsoleDomainQuery } from '@aula/api-client/console-domain';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlaceIntro, PlaceSection, PlaceTitle } from '../shell/screen-layout';
import { useConsoleUser } from '../shell/use-console-user';
import { DomainForm } from './domain-form';

// Sentences read at a line length a phone or a wide screen both keep readable.
const Note = styled.p`
  max-width: 40rem;
`;

/** The ally's own domain (`consola/dominio`): admins set or remove it, editors read it. */
export function DomainScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'domain' });
  usePageTitle(t('title'));
  const date = useDateFormat();
  const { role } = useConsoleUser();
  const admin = role === 'ally_admin' || role === 'staff';
  const { data, error, isLoading, isFetching, refetch } = useGetConsoleDomainQuery();
  return (
    <>
      <PlaceTitle>{t('title')}</PlaceTitle>
      <PlaceIntro>{t('intro')}</PlaceIntro>
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <PlaceSection aria-labelledby="domain-current">
            <h2 id="domain-current">{t('current.title')}</h2>
            {data.host && data.origin ? (
              <p>
                {t('current.since', { host: data.host, date: date.day(data.added_at ?? '') })}{' '}
                <a href={data.origin}>{t('current.visit', { host: data.host })}</a>
              </p>
            ) : (
              <p>{t('current.none')}</p>
            )}
            {admin ? <DomainForm domain={data} /> : <p>{t('form.readOnly')}</p>}
          </PlaceSection>
          <PlaceSection aria-labelledby="domain-dns">
            <h2 id="domain-dns">{t('dns.title')}</h2>
            <Note>
              {data.host
                ? t('dns.cname', { host: data.host, target: data.dns_target })
                : t('dns.cnameExample', { target: data.dns_target })}
            </Note>
            <Note>{t('dns.tls')}</Note>
          </PlaceSection>
        </>
      )}
    </>
  );
}
