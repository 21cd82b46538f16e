import { BUSINESS_REPORT_PATH } from '@aula/contracts/reports';

/**
 * prize_access gives the report's path with a link signed for the learner (`?token=`); a bare
 * path means the learner's business data is not complete yet. Only a path of the reports
 * service is taken, so the answer can never send the browser elsewhere.
 */
export function reportLinkOf(reportPath: string | null): string | null {
  if (!reportPath?.startsWith(`${BUSINESS_REPORT_PATH}?`)) return null;
  const token = new URL(reportPath, 'http://report.invalid').searchParams.get('token');
  return token ? `${BUSINESS_REPORT_PATH}?${new URLSearchParams({ token })}` : null;
}
