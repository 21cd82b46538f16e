import { useConsoleCertificatesQuery } from '@aula/api-client/console-certificates';
import { describeApiError } from '@aula/api-client/errors';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { KeyRound } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Intro, ScreenHeader } from '../../shell/screen-layout';
import { CertificateList } from './certificate-list';

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The certificates the ally issued (`consola/premios/certificados`, ally admins: learners' names),
 * newest first, each with its public page and "Revocar". An editor reads that it is for admins, as
 * the API answers them 403.
 */
export function CertificatesScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates' });
  const site = useAllySite();
  const { data, error, isLoading, isFetching, refetch } = useConsoleCertificatesQuery();
  usePageTitle(t('title'));
  const forAdmins = error !== undefined && describeApiError(error).status === 403;

  const body = () => {
    if (forAdmins) return <EmptyState icon={KeyRound} title={t('adminsOnly')} message={t('adminsOnlyText')} />;
    if (isLoading) return <LoadingState label={t('loading')} />;
    if (error || !data) {
      return <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />;
    }
    if (data.results.length === 0) return <EmptyState message={t('empty')} />;
    return <CertificateList rows={data.results} />;
  };

  return (
    <>
      <Back>
        <Link to={allyPath(site, 'consoleRewards')}>{t('back')}</Link>
      </Back>
      <ScreenHeader>
        <h1>{t('title')}</h1>
      </ScreenHeader>
      {!forAdmins && <Intro>{t('intro')}</Intro>}
      {body()}
    </>
  );
}
