import type { ConsoleCertificate } from '@aula/contracts/certificates';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ExternalLink, ICON_SIZE } from '@aula/ui-kit/icons';
import { ButtonAnchor } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable } from '../../insight/charts/data-table';
import { NarrowCards, WideOnly } from '../../shell/rows-as-cards';
import { RevokeDialog } from './revoke-dialog';

const Buttons = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Revoked = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

// Focused once its certificate is revoked: the "Revocar" that had the focus is gone with the change.
const StatusMark = styled.span`
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function Status({ row, takeFocus }: { row: ConsoleCertificate; takeFocus: boolean }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates' });
  const dates = useDateFormat();
  const ref = useRef<HTMLSpanElement>(null);
  const revoked = row.revoked_at !== null;
  // The table and the cards each draw the row; the hidden one cannot take the focus, so both try.
  useEffect(() => {
    if (takeFocus && revoked) ref.current?.focus();
  }, [takeFocus, revoked]);
  return (
    <StatusMark ref={ref} tabIndex={takeFocus ? -1 : undefined}>
      {row.revoked_at ? (
        <Revoked>{t('revoked', { day: dates.day(row.revoked_at), reason: row.revoked_reason ?? '' })}</Revoked>
      ) : (
        <Badge tone="success">{t('valid')}</Badge>
      )}
    </StatusMark>
  );
}

function Actions({ row, onRevoke }: { row: ConsoleCertificate; onRevoke: () => void }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates' });
  const named = { name: row.learner.name, module: row.module.title };
  return (
    <Buttons>
      <ButtonAnchor $variant="ghost" href={row.page_url} target="_blank" rel="noopener noreferrer">
        {/* The space is the name's, between the words and the hidden rest (read as one name). */}
        {`${t('viewPage')} `}
        <ExternalLink size={ICON_SIZE.sm} />
        <VisuallyHidden>{t('viewPageHidden', named)}</VisuallyHidden>
      </ButtonAnchor>
      {!row.revoked_at && (
        <Button type="button" variant="secondary" aria-label={t('revoke.buttonLabel', named)} onClick={onRevoke}>
          {t('revoke.button')}
        </Button>
      )}
    </Buttons>
  );
}

/**
 * The ally's certificates: who, for which module, since when, valid or revoked (when and why), its
 * public page and "Revocar". A table on wider screens, a card per certificate on a phone.
 */
export function CertificateList({ rows }: { rows: ConsoleCertificate[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.certificates' });
  const dates = useDateFormat();
  const contentLang = useContentLang();
  const alerts = useAlerts();
  const [revoking, setRevoking] = useState<ConsoleCertificate>();
  const [revokedId, setRevokedId] = useState<string>();

  const revoked = (certificate: ConsoleCertificate) => {
    setRevoking(undefined);
    setRevokedId(certificate.id);
    alerts.show({ tone: 'success', message: t('revoke.done', { name: certificate.learner.name }) });
  };
  const status = (row: ConsoleCertificate) => <Status row={row} takeFocus={row.id === revokedId} />;
  const actions = (row: ConsoleCertificate) => <Actions row={row} onRevoke={() => setRevoking(row)} />;
  const module = (row: ConsoleCertificate) => <span {...contentLang}>{row.module.title}</span>;

  return (
    <>
      <WideOnly>
        <DataTable
          caption={t('listLabel')}
          rows={rows}
          columns={[
            { key: 'learner', label: t('columns.learner'), cell: (row) => row.learner.name },
            { key: 'module', label: t('columns.module'), cell: module },
            { key: 'issuedAt', label: t('columns.issuedAt'), cell: (row) => dates.day(row.issued_at) },
            { key: 'status', label: t('columns.status'), cell: status },
            { key: 'actions', label: t('columns.actions'), cell: actions },
          ]}
        />
      </WideOnly>
      <NarrowCards aria-label={t('listLabel')}>
        {rows.map((row) => (
          <li key={row.id}>
            <strong>{row.learner.name}</strong>
            {module(row)}
            <Muted>{t('issuedOn', { day: dates.day(row.issued_at) })}</Muted>
            {status(row)}
            {actions(row)}
          </li>
        ))}
      </NarrowCards>
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(undefined)} onRevoked={revoked} />
    </>
  );
}
