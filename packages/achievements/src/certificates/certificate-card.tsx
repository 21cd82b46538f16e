import type { LearnerCertificate } from '@aula/contracts/certificates';
import { Badge } from '@aula/ui-kit/badge';
import { Card, CardBody } from '@aula/ui-kit/card';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CertificateActions } from './certificate-actions';

const Title = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Issued = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One certificate: its module, when it was issued, whether its ally revoked it, and what to do with it. */
export function CertificateCard({ certificate, allyName }: { certificate: LearnerCertificate; allyName: string }) {
  const { t } = useTranslation('achievements', { keyPrefix: 'certificates' });
  const dates = useDateFormat();
  const content = useContentLang();
  const title = useId();
  return (
    <Card as="article" aria-labelledby={title}>
      <CardBody>
        <Title id={title} {...content}>
          {certificate.module.title}
        </Title>
        <Issued>{t('issuedOn', { date: dates.day(certificate.issued_at) })}</Issued>
        {certificate.revoked_at && (
          <div>
            <Badge tone="danger">{t('revoked')}</Badge>
          </div>
        )}
        <CertificateActions certificate={certificate} allyName={allyName} />
      </CardBody>
    </Card>
  );
}
