import { useLazyGetBusinessReportQuery } from '@aula/api-client/reports';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ButtonAnchor, ButtonLink } from '@aula/ui-kit/link';
import { saveFile } from '@aula/ui-kit/save-file';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reportLinkOf } from './report-link';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/**
 * The report prize: the PDF the reports service makes from the learner's business data. A link to
 * the PDF on this site (the API serves /reports/), so it opens before the app runs and without it;
 * once the app runs it fetches the file itself, says it is being made, and asks for a fresh link
 * when the one on screen has expired.
 */
export function ReportDownload({
  reportPath,
  freshReportPath,
}: {
  reportPath: string | null;
  /** Asks prize_access again: the signed link lasts minutes and the screen may stay open longer. */
  freshReportPath: () => Promise<string | null>;
}) {
  const { t } = useTranslation('achievements');
  const site = useAllySite();
  const [fetchReport, state] = useLazyGetBusinessReportQuery();
  const [saved, setSaved] = useState(false);
  const link = reportLinkOf(reportPath);

  if (!link) {
    return (
      <>
        <p>{t('report.needsBusiness')}</p>
        <ButtonLink to={allyPath(site, 'businessData')}>{t('report.completeBusiness')}</ButtonLink>
      </>
    );
  }

  const busy = state.isFetching;
  async function download(event: MouseEvent) {
    event.preventDefault();
    if (!link || busy) return;
    setSaved(false);
    let result = await fetchReport(link, false);
    const expired = result.error && 'status' in result.error && result.error.status === 403;
    const fresh = expired ? reportLinkOf(await freshReportPath()) : null;
    if (fresh) result = await fetchReport(fresh, false);
    if (result.data) {
      saveFile(result.data.blob, result.data.fileName);
      setSaved(true);
    }
  }

  return (
    <>
      <p>{t('report.intro')}</p>
      <ButtonAnchor href={link} download onClick={download} aria-disabled={busy || undefined}>
        {busy ? t('report.generating') : t('report.download')}
      </ButtonAnchor>
      <p role="status">{busy ? t('report.generating') : saved ? t('report.ready') : ''}</p>
      {state.isError && !busy && <Failure role="alert">{t('report.error')}</Failure>}
    </>
  );
}
