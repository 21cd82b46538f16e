import type { LearnerCertificate } from '@aula/contracts/certificates';
import { Button } from '@aula/ui-kit/button';
import { ExternalLink, ICON_SIZE } from '@aula/ui-kit/icons';
import { ButtonAnchor } from '@aula/ui-kit/link';
import { buildShareLink } from '@aula/ui-kit/share-links';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCertificateDownload } from './use-certificate-download';

// One column on a phone (320 px: every word whole, no sideways scroll), two where they fit.
const Actions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  & > li > * {
    width: 100%;
    text-align: center;
  }
`;

const Failed = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Said = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;

  &:empty {
    margin: 0;
  }
`;

/**
 * What a learner does with a certificate: its PDF and credential file (fetched with the session:
 * a link would not carry it), and its page, sent on WhatsApp or added to LinkedIn. A revoked one
 * is not offered for sharing: its page now says it was revoked.
 */
export function CertificateActions({ certificate, allyName }: { certificate: LearnerCertificate; allyName: string }) {
  const { t } = useTranslation('achievements', { keyPrefix: 'certificates' });
  const { state, start } = useCertificateDownload(certificate.id);
  const busy = state.step === 'receiving';
  const module = certificate.module.title;
  const whatsApp = buildShareLink('whatsapp', {
    url: certificate.page_url,
    description: t('whatsAppText', { module, ally: allyName }),
  });
  const said = busy ? t('downloading') : state.step === 'saved' ? t('downloaded', { fileName: state.fileName }) : '';
  return (
    <>
      <Actions aria-label={t('actions', { module })}>
        <li>
          <Button
            variant="secondary"
            loading={busy && state.kind === 'pdf'}
            disabled={busy}
            onClick={() => void start('pdf')}
          >
            {t('downloadPdf')}
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            loading={busy && state.kind === 'credential'}
            disabled={busy}
            onClick={() => void start('credential')}
          >
            {t('downloadCredential')}
          </Button>
        </li>
        {!certificate.revoked_at && (
          <>
            <li>
              <ButtonAnchor $variant="ghost" href={whatsApp}>
                {t('shareWhatsApp')}
              </ButtonAnchor>
            </li>
            <li>
              <ButtonAnchor $variant="ghost" href={certificate.linkedin_url} target="_blank" rel="noopener noreferrer">
                {/* The space is the name's, between the words and the hint (read as one name). */}
                {`${t('addToLinkedIn')} `}
                <ExternalLink size={ICON_SIZE.sm} />
                <VisuallyHidden>{t('newTab')}</VisuallyHidden>
              </ButtonAnchor>
            </li>
          </>
        )}
        <li>
          <ButtonAnchor $variant="ghost" href={certificate.page_url}>
            {t('verificationPage')}
          </ButtonAnchor>
        </li>
      </Actions>
      <Said role="status">{said}</Said>
      {state.step === 'failed' && <Failed role="alert">{t('downloadFailed')}</Failed>}
    </>
  );
}
