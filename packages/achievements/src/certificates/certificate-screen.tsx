import { useCertificateVerificationQuery } from '@aula/api-client/certificates';
import { FRESH_ON_EVERY_VISIT } from '@aula/api-client/hooks';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { CredentialCheck } from './credential-check';
import { VerificationResult } from './verification-result';

const Column = styled(Page)`
  max-width: 48rem;
`;

/**
 * `/:country/:allyCode/certificados/:certificateId`: the page a certificate's QR code, its WhatsApp
 * message and LinkedIn point to, public and in the ally's frame. It says whether the certificate is
 * valid, revoked or not authentic, asked afresh on every visit (a revocation shows at once), and
 * checks a pasted credential too.
 */
export function CertificateScreen() {
  const { t } = useTranslation('achievements', { keyPrefix: 'verification' });
  const { allyCode } = useAllySite();
  const { certificateId = '' } = useParams();
  const query = useCertificateVerificationQuery(certificateId, { refetchOnMountOrArgChange: FRESH_ON_EVERY_VISIT });
  const issuer = query.data && 'certificate' in query.data ? query.data.certificate.issuer_name : undefined;
  const title = t('title', { ally: useCurrentBrand()?.config.name ?? issuer ?? allyCode });
  usePageTitle(title);

  function verdict() {
    // Answered (null: no certificate here), even while it is asked again.
    if (query.data !== undefined) return <VerificationResult verification={query.data} headingLevel="h2" />;
    if (query.isError) {
      return <ErrorState message={t('error')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    return <LoadingState label={t('loading')} />;
  }

  return (
    <Column>
      <h1>{title}</h1>
      {verdict()}
      <CredentialCheck />
    </Column>
  );
}
