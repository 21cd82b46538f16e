import { useLazyGetBusinessReportQuery } from '@aula/api-client/reports';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { ButtonLink } from '@aula/ui-kit/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reportQueryOf } from './report-query';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/** Hands the PDF to the browser as a file to keep, named after the business. */
function saveFile(blob: Blob, businessName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `reporte-${businessName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The report prize: the PDF the reports service makes from the learner's business data. */
export function ReportDownload({ reportPath }: { reportPath: string | null }) {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const [fetchReport, state] = useLazyGetBusinessReportQuery();
  const [saved, setSaved] = useState(false);
  const query = reportQueryOf(reportPath);

  if (!query) {
    return (
      <>
        <p>{t('report.needsBusiness')}</p>
        <ButtonLink to={allyPath(site, 'businessData')}>{t('report.completeBusiness')}</ButtonLink>
      </>
    );
  }

  async function download() {
    if (!query) return;
    setSaved(false);
    const result = await fetchReport(query, false);
    if (result.data) {
      saveFile(result.data, query.business_name);
      setSaved(true);
    }
  }

  const busy = state.isFetching;
  return (
    <>
      <p>{t('report.intro')}</p>
      <Button onClick={download} loading={busy}>
        {busy ? t('report.generating') : t('report.download')}
      </Button>
      <p role="status">{busy ? t('report.generating') : saved ? t('report.ready') : ''}</p>
      {state.isError && !busy && <Failure role="alert">{t('report.error')}</Failure>}
    </>
  );
}
